import { ROUTES, routePath, type StaticRoutePath } from '@app/domain/navigation/routes'
import { fetchArticlePage } from './api/blog/queries'
import type { FileRouteTypes } from './routeTree.gen'

/** A page of the route tree without path parameters: anything else fails to compile below. */
type PrerenderablePath = Extract<StaticRoutePath, FileRouteTypes['to']>

/**
 * The public pages rendered to HTML at build time (scripts/prerender.ts): those whose content is
 * the same for every visitor. Pages that depend on the visitor (forms that redirect signed-in
 * users, /produkt, admin), redirects (short links) and action routes stay client-rendered.
 */
export const STATIC_PAGES = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.jobs,
  ROUTES.testimonials,
  ROUTES.privacyPolicy,
  ROUTES.terms,
  ROUTES.mwTerms,
  ROUTES.courseTerms,
  ROUTES.plannerInfo,
  ROUTES.materials,
  ROUTES.presentation,
  ROUTES.pro,
  ROUTES.thankYou,
  ROUTES.offer,
  ROUTES.chatOffer,
  ROUTES.kedOffer,
  ROUTES.znOffer,
  ROUTES.kedForParents,
  ROUTES.kedInBrief,
  ROUTES.pedSignUp,
  ROUTES.kedForReaders,
  ROUTES.kedPurchaseForReaders,
  ROUTES.chronotypes,
  ROUTES.chronotypeTest,
  ROUTES.ebook,
  ROUTES.blog,
] as const satisfies readonly PrerenderablePath[]

/** Every page to prerender: the static ones and each blog article existing now. */
export async function prerenderedPaths(): Promise<string[]> {
  const articles: string[] = []
  let pageKey: string | null = null
  do {
    const page = await fetchArticlePage(undefined, pageKey)
    articles.push(...page.items.map((article) => routePath(ROUTES.article, { id: article.id })))
    pageKey = page.nextPageKey ?? null
  } while (pageKey)
  return [...STATIC_PAGES, ...articles]
}
