/**
 * The web font (decision 0149): Nunito from @fontsource-variable/nunito, cut at build time to the
 * glyphs Polish text uses and to the weights the stylesheet uses (400–700). Fontsource's latin and
 * latin-ext files (75 KB together) become two of 17.5 and 3.8 KB.
 * The plugin writes them and their @font-face rules into a cache folder that `@polish-font` points
 * to (src/fonts.css imports `@polish-font/fonts.css`); the build hashes and emits them like any
 * asset.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

const FAMILY = 'Nunito Variable'
const WEIGHTS = { min: 400, max: 700 }
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

/** Each output file: the Fontsource subset it is cut from and the characters it keeps. */
const FILES = [
  {
    name: 'nunito-basic',
    from: 'nunito-latin-wght-normal.woff2',
    // ó is Latin-1; then typography Polish text uses: quotes „ ”, dashes, the ellipsis, €, arrows.
    text: `${ASCII}\u00a0óÓ«»°·×÷§©®–—‘’‚“”„…€•→←`,
  },
  {
    name: 'nunito-polish',
    from: 'nunito-latin-ext-wght-normal.woff2',
    text: 'ĄąĆćĘęŁłŃńŚśŹźŻż',
  },
] as const

/** The cache folder the alias points to (inside node_modules, so it is never committed). */
export const POLISH_FONT_DIR = join(
  import.meta.dirname,
  '..',
  'node_modules',
  '.cache',
  'polish-font',
)

/** unicode-range for a set of characters, one code point or run per entry. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const point of points) {
    const last = runs.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else runs.push([point, point])
  }
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`
  return runs
    .map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`))
    .join(', ')
}

function fontFace(name: string, text: string): string {
  return `@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url('./${name}.woff2') format('woff2');
  unicode-range: ${unicodeRange(text)};
}
`
}

async function writeFonts(): Promise<void> {
  const require = createRequire(import.meta.url)
  const fontsource = join(require.resolve('@fontsource-variable/nunito/package.json'), '..')
  const { version } = JSON.parse(readFileSync(join(fontsource, 'package.json'), 'utf8')) as {
    version: string
  }
  // Cut once per Fontsource version (and per change of this file's lists, through the stamp).
  const stamp = JSON.stringify({ version, FILES, WEIGHTS })
  const stampFile = join(POLISH_FONT_DIR, 'stamp.json')
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return
  mkdirSync(POLISH_FONT_DIR, { recursive: true })
  for (const file of FILES) {
    const font = await subsetFont(readFileSync(join(fontsource, 'files', file.from)), file.text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    })
    writeFileSync(join(POLISH_FONT_DIR, `${file.name}.woff2`), font)
  }
  const css = FILES.map((file) => fontFace(file.name, file.text)).join('\n')
  writeFileSync(join(POLISH_FONT_DIR, 'fonts.css'), css)
  writeFileSync(stampFile, stamp)
}

/**
 * The built font files, preloaded by every page (a Polish heading needs both). The Polish letters'
 * file is under Vite's inline limit (4 KB), so the stylesheet carries it and only the basic one is
 * a file of its own.
 */
const BUILT_FONT = /nunito-(basic|polish)-[\w-]+\.woff2$/

export function polishFont(): Plugin {
  return {
    name: 'polish-font',
    config: () => ({ resolve: { alias: { '@polish-font': POLISH_FONT_DIR } } }),
    // Before any stylesheet is read, in the dev server and the build alike.
    configResolved: writeFonts,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const files = Object.keys(bundle).filter((name) => BUILT_FONT.test(name))
        // A build that no longer emits the basic file fails rather than preloading nothing.
        if (!files.some((file) => file.includes('nunito-basic')))
          throw new Error(`No nunito-basic font file in the build (${files.join(', ') || 'none'})`)
        return files.map((file) => ({
          tag: 'link',
          injectTo: 'head' as const,
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
        }))
      },
    },
  }
}
