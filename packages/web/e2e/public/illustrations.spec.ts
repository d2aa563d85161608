import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, navigateInApp, test } from '../fixtures'

/** Every public page that sells, with the drawing of its opening (decision 0152). */
const SELLING_PAGES = [
  '/',
  '/oferta',
  '/oferta/kurs-efektywnego-dzialania',
  '/oferta/zrozumiec-nastolatka',
  '/oferta/chat',
  '/kurs-efektywnego-dzialania/rodzice',
  '/kurs-efektywnego-dzialania/prezentacja',
  '/prezentacja',
  '/pro',
  '/o-nas',
  '/opinie',
  '/chronotypy',
  '/newsletter/podstawy-efektywnego-dzialania',
  '/newsletter/kurs-efektywnego-dzialania',
  '/ebook',
]

const WEB = join(import.meta.dirname, '..', '..')
const DRAWINGS = join(WEB, 'src', 'assets', 'illustrations')
const ASSETS = join(WEB, 'dist', 'assets')

test('each selling page shows its illustration with its size and alt text', async ({ page }) => {
  // The first page is loaded afresh, the rest opened inside the app.
  for (const [index, path] of SELLING_PAGES.entries()) {
    await (index === 0 ? page.goto(path) : navigateInApp(page, path))
    await expect(page, path).toHaveURL(path)
    const images = page.getByRole('main').locator('img.illustration')
    const hero = images.first()
    await expect(hero, path).toBeVisible()
    await expect(hero, path).toHaveAttribute('width', '400')
    await expect(hero, path).toHaveAttribute('height', '300')
    await expect(hero, path).toHaveAttribute('alt', /^Ilustracja: .+/)
    await expect(hero, path).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/)
    // The first screen's drawing is fetched at once; the ones further down wait to be near.
    await expect(hero, path).not.toHaveAttribute('loading', 'lazy')
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: path })
      .toBe(400)
    for (const below of (await images.all()).slice(1)) {
      await expect(below, path).toHaveAttribute('loading', 'lazy')
      await expect(below, path).toHaveAttribute('width', '400')
      await expect(below, path).toHaveAttribute('height', '300')
      await expect(below, path).toHaveAttribute('alt', /^Ilustracja: .+/)
    }
  }
})

test('the illustrations ship as files of their own, not inside the JavaScript', () => {
  const built = readdirSync(ASSETS)
  const scripts = built.filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const drawings = readdirSync(DRAWINGS).filter((file) => file.endsWith('.svg'))
  expect(drawings.length).toBeGreaterThan(0)
  for (const drawing of drawings) {
    const name = drawing.replace(/\.svg$/, '')
    expect(
      built.some((file) => file.startsWith(`${name}-`) && file.endsWith('.svg')),
      drawing,
    ).toBe(true)
  }
  // Each drawing's longest path data: it would survive Vite's inlining as it is.
  const shapes = drawings.map((drawing) => {
    const svg = readFileSync(join(DRAWINGS, drawing), 'utf8')
    const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1] ?? '')
    return paths.sort((a, b) => b.length - a.length)[0] ?? ''
  })
  for (const shape of shapes) expect(shape.length).toBeGreaterThan(20)
  // One assertion per file (the drawings it carries), not one per file and drawing.
  for (const file of scripts) {
    const code = readFileSync(join(ASSETS, file), 'utf8')
    expect(code, file).not.toMatch(/data:image\/svg/)
    expect(
      shapes.filter((shape) => code.includes(shape)),
      file,
    ).toEqual([])
  }
})
