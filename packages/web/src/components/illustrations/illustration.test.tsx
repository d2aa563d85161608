import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Illustrated, Illustration } from './illustration'
import { ILLUSTRATIONS } from './illustrations'

const DRAWINGS = join(import.meta.dirname, '..', '..', 'assets', 'illustrations')

describe('Illustration', () => {
  it('is an image with its size and alt text, lazy unless it opens the page', () => {
    const lazy = renderToStaticMarkup(<Illustration name="study" />)
    expect(lazy).toMatch(/^<img class="illustration" src="[^"]*\/study[^"]*\.svg[^"]*"/)
    expect(lazy).toContain('alt="Ilustracja: otwarta książka i iskra pomysłu"')
    expect(lazy).toContain('width="400" height="300"')
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).not.toContain('fetchpriority')

    const hero = renderToStaticMarkup(<Illustration name="study" priority />)
    expect(hero).toContain('fetchPriority="high"')
    expect(hero).not.toContain('loading=')
  })

  it('puts text beside its drawing, the hero with its drawing preloaded', () => {
    const html = renderToStaticMarkup(
      <Illustrated illustration="trust" hero>
        <h1>Tytuł</h1>
      </Illustrated>,
    )
    // React hoists the preload; the prerender moves leading links into <head>.
    expect(html).toMatch(
      /^<link rel="preload" as="image" href="[^"]*trust[^"]*" fetchPriority="high"\/><div class="illustrated illustrated-hero"><div class="illustrated-text"><h1>Tytuł<\/h1><\/div><img class="illustration illustrated-image"/,
    )
    expect(html).toContain('fetchPriority="high"')
  })

  it('has a drawing file for every name, each small and without raster or text', () => {
    const files = readdirSync(DRAWINGS).filter((file) => file.endsWith('.svg'))
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual(
      Object.keys(ILLUSTRATIONS).sort(),
    )
    for (const file of files) {
      const svg = readFileSync(join(DRAWINGS, file), 'utf8')
      expect(svg.length, file).toBeLessThan(2048)
      expect(svg, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300" viewBox="0 0 400 300">/,
      )
      expect(svg, file).not.toMatch(/<image|<text|data:/)
    }
  })
})
