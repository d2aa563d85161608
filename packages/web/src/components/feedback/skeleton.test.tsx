import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Skeleton, SkeletonCard, SkeletonCircle, SkeletonText, SkeletonTile } from './skeleton'

/** How many elements carry the class (as a whole name, not a prefix of another). */
const count = (html: string, className: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].filter(([, names]) =>
    names!.split(' ').includes(className),
  ).length

describe('Skeleton', () => {
  it('keeps its page shape: a status with its label, a heading line and the rows', () => {
    const html = renderToStaticMarkup(<Skeleton rows={2} label="Wczytywanie talii…" />)
    expect(html).toMatch(/^<div class="skeleton" role="status" aria-live="polite">/)
    expect(html).toContain('<span class="visually-hidden">Wczytywanie talii…</span>')
    expect(count(html, 'skeleton-heading')).toBe(1)
    expect(count(html, 'skeleton-block')).toBe(2)
  })

  it('draws the given shapes, hidden from assistive technology, which hears the label', () => {
    const html = renderToStaticMarkup(
      <Skeleton label="Ładowanie postępu…" inline>
        <SkeletonText lines={2} />
        <SkeletonCard />
        <SkeletonTile />
        <SkeletonCircle size="lg" />
      </Skeleton>,
    )
    expect(html).toMatch(/^<div class="skeleton skeleton-inline" role="status"/)
    expect(html).toContain('<div class="skeleton-shapes" aria-hidden="true">')
    expect(count(html, 'skeleton-heading')).toBe(0)
    expect(count(html, 'skeleton-card')).toBe(2)
    expect(count(html, 'skeleton-circle-lg')).toBe(1)
    // Two lines of text, and a card's title, meta and two lines, and a tile's number and label.
    expect(count(html, 'skeleton-line')).toBe(2 + 4 + 2)
    expect(html).not.toMatch(/spinner|animate-spin/)
  })
})
