import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OG_IMAGES, OG_IMAGE_SIZE } from './og-images'

const WEB_DIR = join(import.meta.dirname, '..', '..')
const OG_DIR = join(WEB_DIR, 'public', 'og')
const ROUTES_DIR = join(WEB_DIR, 'src', 'routes')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG's size from its first chunk, IHDR: width and height, 4 bytes each, big-endian. */
function pngSize(file: string) {
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${file} is a PNG`).toBe(true)
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The site images the route files name in their heads (`image: 'offer'`). */
function imagesNamedByRoutes() {
  const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
  return files
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(ROUTES_DIR, file), 'utf8')
      return [...source.matchAll(/\bimage: '([^']+)'/g)].map((match) => ({ file, name: match[1] }))
    })
}

describe('Open Graph images (public/og, drawn by scripts/og-images.ts)', () => {
  const pngs = readdirSync(OG_DIR).filter((file) => file.endsWith('.png'))

  it('are each 1200×630 and small', () => {
    expect(pngs.length).toBeGreaterThan(0)
    for (const png of pngs) {
      expect(pngSize(join(OG_DIR, png)), png).toEqual(OG_IMAGE_SIZE)
      expect(readFileSync(join(OG_DIR, png)).length, png).toBeLessThan(80_000)
    }
  })

  it('are exactly the listed ones: none missing, none left over', () => {
    expect(pngs.map((png) => png.replace(/\.png$/, '')).sort()).toEqual(
      Object.keys(OG_IMAGES).sort(),
    )
  })

  it('exist for every image a route names', () => {
    const named = imagesNamedByRoutes()
    // The public pages that sell name theirs (home, the offers, /pro, the blog …).
    expect(named.length).toBeGreaterThan(15)
    for (const { file, name } of named) expect(pngs, `${file}: ${name}`).toContain(`${name}.png`)
  })
})
