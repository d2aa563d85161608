import { OG_IMAGES, OG_IMAGE_SIZE, ogImagePath, type OgImageName } from './og-images'

/** The site's name in titles and Open Graph tags. */
export const SITE_NAME = 'Efektywna Nauka'

/** A page's Open Graph image: a site path or an absolute URL, and what the image shows. */
export interface PageImage {
  url: string
  alt: string
  /** Known for the site's own images (lib/og-images.ts); an article's image has its own size. */
  width?: number
  height?: number
}

/** Where the prerender's SITE_URL points when unset, as in scripts/prerender.ts. */
const DEFAULT_SITE_URL = 'http://localhost:5173'

/**
 * The public origin that makes head URLs absolute (Open Graph needs them): SITE_URL in the
 * build-time prerender, which also gives the canonical and og:url addresses; the page's own
 * origin in the browser.
 */
function siteOrigin(): string {
  if (import.meta.env.SSR) return process.env.SITE_URL ?? DEFAULT_SITE_URL
  return window.location.origin
}

/** One of the site's Open Graph images (public/og/). */
export function siteImage(name: OgImageName): PageImage {
  return { url: ogImagePath(name), alt: `${SITE_NAME}: ${OG_IMAGES[name]}`, ...OG_IMAGE_SIZE }
}

/**
 * A route's `head`: its own title, meta description and Open Graph tags (every page has them).
 * Use as `head: () => pageHead({ title, description, image: 'offer' })`; without an image of its
 * own, a page shows the site's (`site`). `image: null` (the root route's fallback head) has none:
 * a page's tags replace the root's one by one, so an image's size must never come from there.
 */
export function pageHead({
  title,
  description,
  image = 'site',
}: {
  title: string
  description: string
  image?: OgImageName | PageImage | null
}) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: 'pl_PL' },
      { property: 'og:site_name', content: SITE_NAME },
      ...(image === null ? [{ name: 'twitter:card', content: 'summary' }] : imageTags(image)),
    ],
  }
}

function imageTags(image: OgImageName | PageImage) {
  const { url, alt, width, height } = typeof image === 'string' ? siteImage(image) : image
  return [
    { property: 'og:image', content: new URL(url, siteOrigin()).href },
    ...(width && height
      ? [
          { property: 'og:image:width', content: String(width) },
          { property: 'og:image:height', content: String(height) },
        ]
      : []),
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}
