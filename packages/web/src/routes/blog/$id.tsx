import { BlogArticleSchema } from '@app/contract/blog'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { loadArticle, readNextQuery } from '../../api/blog/queries'
import { ArticleView } from '../../features/blog/components/article-view'
import { pageHead } from '../../lib/seo'

/** `?podglad=true` shows the article without counting a view (SPEC §4: the skip flag). */
const ArticleSearchSchema = z.object({ podglad: z.boolean().optional().catch(undefined) })

export const Route = createFileRoute('/blog/$id')({
  // A malformed id is "not found" without asking the API.
  params: {
    parse: ({ id }: { id: string }) => {
      const parsed = BlogArticleSchema.shape.id.safeParse(id)
      if (!parsed.success) throw notFound()
      return { id: parsed.data }
    },
    stringify: (params: { id: string }) => params,
  },
  validateSearch: (search) => ArticleSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ skipTracking: search.podglad === true }),
  loader: async ({ context: { queryClient }, params: { id }, deps, preload }) => {
    void queryClient.prefetchQuery(readNextQuery(id))
    // A preload (hovering a link) is not a view.
    return loadArticle(queryClient, id, { skipTracking: preload || deps.skipTracking })
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.title ?? 'Blog',
      description: loaderData?.subtitle || 'Artykuł na blogu Efektywnej Nauki.',
    }),
  component: ArticlePage,
})

function ArticlePage() {
  const { id } = Route.useParams()
  return <ArticleView id={id} />
}
