/** The site's name in titles and Open Graph tags. */
export const SITE_NAME = 'Efektywna Nauka'

/**
 * A route's `head`: its own title, meta description and Open Graph tags (every page has them).
 * Use as `head: () => pageHead({ title, description })`.
 */
export function pageHead({ title, description }: { title: string; description: string }) {
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
      { name: 'twitter:card', content: 'summary' },
    ],
  }
}
