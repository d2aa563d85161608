import { afterEach, describe, expect, it, vi } from 'vitest'
import { OG_IMAGES } from './og-images'
import { SITE_NAME, pageHead } from './seo'

/** The head's meta tags by name or property: their content. */
function tagsOf(head: ReturnType<typeof pageHead>) {
  const tags = new Map<string, string>()
  for (const meta of head.meta) {
    const { title, name, property, content } = meta as Record<string, string | undefined>
    tags.set(name ?? property ?? 'title', content ?? title ?? '')
  }
  return tags
}

const PAGE = { title: 'Oferta', description: 'Kursy wideo i narzędzia do nauki.' }

afterEach(() => vi.unstubAllEnvs())

describe('pageHead', () => {
  it('gives a page its title, description and Open Graph text', () => {
    const tags = tagsOf(pageHead(PAGE))
    expect(tags.get('title')).toBe(`Oferta | ${SITE_NAME}`)
    expect(tags.get('og:title')).toBe(`Oferta | ${SITE_NAME}`)
    expect(tags.get('description')).toBe(PAGE.description)
    expect(tags.get('og:description')).toBe(PAGE.description)
  })

  it("names the page's own image by an absolute URL on SITE_URL, with its size and alt text", () => {
    vi.stubEnv('SITE_URL', 'https://efektywnanauka.pl')
    const tags = tagsOf(pageHead({ ...PAGE, image: 'offer' }))
    expect(tags.get('og:image')).toBe('https://efektywnanauka.pl/og/offer.png')
    expect(tags.get('og:image:width')).toBe('1200')
    expect(tags.get('og:image:height')).toBe('630')
    expect(tags.get('og:image:alt')).toBe(`${SITE_NAME}: ${OG_IMAGES.offer}`)
    expect(tags.get('twitter:card')).toBe('summary_large_image')
  })

  it("gives a page without an image of its own the site's image", () => {
    vi.stubEnv('SITE_URL', 'https://efektywnanauka.pl')
    const tags = tagsOf(pageHead(PAGE))
    expect(tags.get('og:image')).toBe('https://efektywnanauka.pl/og/site.png')
    expect(tags.get('og:image:alt')).toBe(`${SITE_NAME}: ${OG_IMAGES.site}`)
    expect(tags.get('twitter:card')).toBe('summary_large_image')
  })

  it('makes an API path absolute and keeps an absolute URL; an unknown size is left out', () => {
    vi.stubEnv('SITE_URL', 'https://efektywnanauka.pl')
    const alt = 'Technika Pomodoro'
    const onSite = tagsOf(pageHead({ ...PAGE, image: { url: '/api/media/blog/a.png', alt } }))
    expect(onSite.get('og:image')).toBe('https://efektywnanauka.pl/api/media/blog/a.png')
    expect(onSite.get('og:image:alt')).toBe(alt)
    expect(onSite.has('og:image:width')).toBe(false)
    expect(onSite.has('og:image:height')).toBe(false)
    const elsewhere = tagsOf(
      pageHead({ ...PAGE, image: { url: 'https://api.example.pl/media/a.png', alt } }),
    )
    expect(elsewhere.get('og:image')).toBe('https://api.example.pl/media/a.png')
  })

  it('without SITE_URL, takes the default local origin of the prerender', () => {
    vi.stubEnv('SITE_URL', undefined)
    expect(tagsOf(pageHead(PAGE)).get('og:image')).toBe('http://localhost:5173/og/site.png')
  })

  it('has no image tags with `image: null`, and a small card', () => {
    const tags = tagsOf(pageHead({ ...PAGE, image: null }))
    for (const name of ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt'])
      expect(tags.has(name)).toBe(false)
    expect(tags.get('twitter:card')).toBe('summary')
  })
})
