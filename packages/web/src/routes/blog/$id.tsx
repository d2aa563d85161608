import { createFileRoute } from '@tanstack/react-router'
import { articleQuery, loadArticle, readNextQuery } from '../../api/blog/queries'
import { ArticleView } from '../../features/blog/components/article-view'
import { apiAssetUrl } from '../../lib/config'
import { flagParam, uuidOrNotFound } from '../../lib/route-params'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/blog/$id')({
  // A malformed id is "not found" without asking the API.
  params: {
    parse: ({ id }: { id: string }) => ({ id: uuidOrNotFound(id) }),
    stringify: (params: { id: string }) => params,
  },
  // `?podglad=true` shows the article without counting a view (SPEC §4: the skip flag).
  validateSearch: (search): { podglad?: boolean } => ({ podglad: flagParam(search.podglad) }),
  loaderDeps: ({ search }) => ({ skipTracking: search.podglad === true }),
  loader: ({ context: { queryClient }, params: { id }, deps, preload }) => {
    void queryClient.prefetchQuery(readNextQuery(id))
    if (preload) {
      // A preload (hovering a link) is not a view. It only warms the cache and settles at once:
      // the router hands a preload still running to a click on the link, which would then
      // show the article without counting the visit.
      void queryClient.prefetchQuery(articleQuery(id))
      return undefined
    }
    return loadArticle(queryClient, id, { skipTracking: deps.skipTracking })
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.title ?? 'Blog',
      description: loaderData?.subtitle || 'Artykuł na blogu Efektywnej Nauki.',
      // The article's own image, named by its title; its size is the file's own, not given here.
      image: loaderData
        ? { url: apiAssetUrl(loaderData.imageUrl), alt: loaderData.title }
        : undefined,
    }),
  component: ArticlePage,
})

function ArticlePage() {
  const { id } = Route.useParams()
  return <ArticleView id={id} />
}
