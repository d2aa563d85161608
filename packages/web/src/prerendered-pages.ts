import { fetchArticlePage } from './api/blog/queries'

/**
 * The public pages rendered to HTML at build time (scripts/prerender.ts): those whose content is
 * the same for every visitor. Pages that depend on the visitor (forms that redirect signed-in
 * users, /produkt, admin), redirects (short links) and action routes stay client-rendered.
 */
const STATIC_PAGES = [
  '/',
  '/o-nas',
  '/kontakt',
  '/oferty-pracy',
  '/opinie',
  '/polityka-prywatnosci',
  '/regulamin',
  '/regulamin-mw',
  '/regulaminy-szczegolowe-kursow',
  '/planer',
  '/materialy',
  '/prezentacja',
  '/pro',
  '/dziekuje',
  '/oferta',
  '/oferta/chat',
  '/oferta/kurs-efektywnego-dzialania',
  '/oferta/zrozumiec-nastolatka',
  '/kurs-efektywnego-dzialania/rodzice',
  '/kurs-efektywnego-dzialania/prezentacja',
  '/newsletter/podstawy-efektywnego-dzialania',
  '/newsletter/kurs-efektywnego-dzialania',
  '/newsletter/kurs-efektywnego-dzialania/zakup',
  '/chronotypy',
  '/test-na-chronotyp',
  '/ebook',
  '/blog',
]

/** Every page to prerender: the static ones and each blog article existing now. */
export async function prerenderedPaths(): Promise<string[]> {
  const articles: string[] = []
  let pageKey: string | null = null
  do {
    const page = await fetchArticlePage(undefined, pageKey)
    articles.push(...page.items.map((article) => `/blog/${article.id}`))
    pageKey = page.nextPageKey ?? null
  } while (pageKey)
  return [...STATIC_PAGES, ...articles]
}
