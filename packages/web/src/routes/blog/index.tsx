import { LIMITS } from '@app/contract/limits'
import { isStaff } from '@app/domain/access/access'
import { createFileRoute } from '@tanstack/react-router'
import { articleListQuery, categoriesQuery } from '../../api/blog/queries'
import { ArticleListSkeleton } from '../../features/blog/components/article-list-skeleton'
import { BlogList } from '../../features/blog/components/blog-list'
import { useSession } from '../../features/session/use-session'
import { textParam } from '../../lib/route-params'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/blog/')({
  // `?kategoria=<tag>`; anything that is not a valid tag is dropped (the whole list).
  validateSearch: (search): { kategoria?: string } => ({
    kategoria: textParam(search.kategoria, LIMITS.tagMax),
  }),
  loaderDeps: ({ search }) => ({ category: search.kategoria }),
  loader: async ({ context: { queryClient }, deps: { category } }) => {
    // The filter's options are not awaited: the list never waits for them.
    void queryClient.prefetchQuery(categoriesQuery())
    await queryClient.ensureInfiniteQueryData(articleListQuery(category))
    return { category }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.category ? `Blog: ${loaderData.category}` : 'Blog',
      description:
        'Artykuły o skutecznej nauce, motywacji, śnie i organizacji dla nastolatków i ich rodziców.',
      image: 'blog',
    }),
  pendingComponent: () => <ArticleListSkeleton count={LIMITS.pageSizeBlog} />,
  component: BlogPage,
})

function BlogPage() {
  const { kategoria } = Route.useSearch()
  const { user } = useSession()
  return <BlogList category={kategoria} canManage={isStaff(user)} />
}
