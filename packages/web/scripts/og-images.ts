/**
 * `pnpm --filter @app/web og-images`: draws the site's Open Graph images (src/lib/og-images.ts)
 * into public/og/<name>.png, 1200×630, in the style of the blog's covers: a flat colour field,
 * the page's promise as a big heading, the site's name and one symbol (a lucide icon, the app's
 * icon set). Not part of `build` or `test`: run it after changing a promise, and commit the
 * images. OG_IMAGES=home,offer draws only those.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import {
  BookOpen,
  CalendarCheck,
  CirclePlay,
  Clock,
  Gift,
  HeartHandshake,
  LayoutGrid,
  Lightbulb,
  Mail,
  MessageCircle,
  MoonStar,
  Newspaper,
  Quote,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { OG_IMAGES, OG_IMAGE_SIZE, type OgImageName } from '../src/lib/og-images'
import { SITE_NAME } from '../src/lib/seo'

const OUT = join(import.meta.dirname, '..', 'public', 'og')
/** Flat colours compress well; a busier image would be a sign of a gradient or a photo. */
const MAX_BYTES = 80_000

/** Field colours: each carries white text at 4.5:1 or more. */
const FIELD = {
  brand: '#0b57d0',
  brandStrong: '#0842a0',
  teal: '#0f766e',
  amber: '#b45309',
  violet: '#6d28d9',
  indigo: '#3730a3',
  emerald: '#047857',
  cyan: '#0e7490',
  rose: '#be123c',
} as const

const STYLES: Record<OgImageName, { field: string; symbol: LucideIcon }> = {
  site: { field: FIELD.brand, symbol: Target },
  home: { field: FIELD.brand, symbol: TrendingUp },
  offer: { field: FIELD.brandStrong, symbol: LayoutGrid },
  'ked-offer': { field: FIELD.teal, symbol: CirclePlay },
  'ked-for-parents': { field: FIELD.amber, symbol: HeartHandshake },
  'zn-offer': { field: FIELD.amber, symbol: MessageCircle },
  'chat-offer': { field: FIELD.violet, symbol: Sparkles },
  pro: { field: FIELD.brand, symbol: CalendarCheck },
  about: { field: FIELD.brandStrong, symbol: Users },
  testimonials: { field: FIELD.rose, symbol: Quote },
  chronotypes: { field: FIELD.indigo, symbol: MoonStar },
  'chronotype-test': { field: FIELD.indigo, symbol: Clock },
  planner: { field: FIELD.teal, symbol: CalendarCheck },
  materials: { field: FIELD.emerald, symbol: Gift },
  blog: { field: FIELD.cyan, symbol: Newspaper },
  newsletter: { field: FIELD.rose, symbol: Mail },
  'mini-course': { field: FIELD.violet, symbol: Lightbulb },
  ebook: { field: FIELD.emerald, symbol: BookOpen },
}

/** Nunito (the site's type) for Latin and Polish letters, inlined so the page needs no server. */
function fontFaces(): string {
  const require = createRequire(import.meta.url)
  const css = require.resolve('@fontsource-variable/nunito/index.css')
  const faces = readFileSync(css, 'utf8').split('@font-face').slice(1)
  return faces
    .filter((face) => /nunito-latin(-ext)?-wght-normal/.test(face))
    .map((face) =>
      `@font-face${face}`.replace(/url\(\.\/files\/([^)]+)\)/, (_, file: string) => {
        const data = readFileSync(join(dirname(css), 'files', file)).toString('base64')
        return `url(data:font/woff2;base64,${data})`
      }),
    )
    .join('\n')
}

/** The site's mark (public/favicon.svg) in white, its letter in the field's colour. */
const mark = (field: string) =>
  `<svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M18 16h26v7H26v6h16v7H26v7h18v7H18z" fill="${field}"/></svg>`

/** Escaped, and a one-letter word never ends a line (Polish typesetting). */
const typeset = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/(?<=^|\s)(\p{L})\s/gu, '$1&nbsp;')

function documentOf(name: OgImageName, fonts: string): string {
  const { field, symbol } = STYLES[name]
  const icon = renderToStaticMarkup(
    createElement(symbol, { size: 220, color: '#fff', strokeWidth: 1.6, 'aria-hidden': true }),
  )
  const { width, height } = OG_IMAGE_SIZE
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
${fonts}
* { margin: 0; box-sizing: border-box; }
body { width: ${width}px; height: ${height}px; overflow: hidden; background: ${field};
  font-family: 'Nunito Variable'; color: #fff; position: relative; }
.backdrop { position: absolute; inset: 0; }
.brand { position: absolute; left: 80px; top: 64px; display: flex; align-items: center; gap: 20px;
  font-size: 36px; font-weight: 800; }
.promise { position: absolute; left: 80px; top: 170px; width: 680px; height: 340px;
  display: flex; flex-direction: column; justify-content: center; }
h1 { font-size: 72px; font-weight: 800; line-height: 1.12; letter-spacing: -0.01em; }
.bar { width: 120px; height: 12px; border-radius: 6px; background: #fcd34d; margin-top: 32px; }
.symbol { position: absolute; left: 800px; top: 155px; width: 320px; height: 320px;
  border-radius: 50%; background: rgb(255 255 255 / 12%); display: grid; place-items: center; }
</style></head><body>
<svg class="backdrop" viewBox="0 0 ${width} ${height}" aria-hidden="true">
<circle cx="1080" cy="110" r="220" fill="#fff" opacity=".07"/>
<circle cx="120" cy="600" r="260" fill="#fff" opacity=".06"/></svg>
<div class="brand">${mark(field)}<span>${SITE_NAME}</span></div>
<div class="promise"><h1>${typeset(OG_IMAGES[name])}</h1><div class="bar"></div></div>
<div class="symbol">${icon}</div>
</body></html>`
}

/** The heading shrinks until it fits its box (a long promise takes four lines at most). */
async function fitHeading(page: Page) {
  await page.evaluate(() => {
    const heading = document.querySelector('h1')!
    const box = heading.parentElement!
    // The heading, the bar and its margin (box.scrollHeight misses what centring pushes up).
    const bar = box.lastElementChild!
    let size = 72
    while (heading.scrollHeight + bar.scrollHeight + 32 > box.clientHeight && size > 44) {
      size -= 2
      heading.style.fontSize = `${size}px`
    }
  })
}

async function draw(page: Page, name: OgImageName, fonts: string) {
  await page.setContent(documentOf(name, fonts))
  const loaded = await page.evaluate(async (text) => {
    const font = '800 72px "Nunito Variable"'
    await document.fonts.load(font, text)
    return document.fonts.check(font, text)
  }, `${SITE_NAME} ${OG_IMAGES[name]}`)
  if (!loaded) throw new Error(`${name}: Nunito did not load`)
  await fitHeading(page)
  const file = join(OUT, `${name}.png`)
  await page.screenshot({ path: file, type: 'png' })
  const bytes = statSync(file).size
  if (bytes > MAX_BYTES) throw new Error(`${file}: ${bytes} bytes, more than ${MAX_BYTES}`)
  console.log(`${file}: ${Math.round(bytes / 1000)} KB`)
}

const only = process.env.OG_IMAGES?.split(',')
const names = (Object.keys(OG_IMAGES) as OgImageName[]).filter((n) => !only || only.includes(n))
mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const page = await browser.newPage({ viewport: OG_IMAGE_SIZE, deviceScaleFactor: 1 })
  const fonts = fontFaces()
  for (const name of names) await draw(page, name, fonts)
} finally {
  await browser.close()
}
