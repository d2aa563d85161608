import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadArticleForEditing } from '../../../../api/blog/queries'
import { ArticleEditor } from '../../../../features/blog-editor/components/article-editor'
import { articleIdParams } from '../../../../features/blog-editor/params'
import { pageHead } from '../../../../lib/seo'

export const Route = createFileRoute('/admin/blog/edytuj/$uuid')({
  head: () =>
    pageHead({
      title: 'Edycja artykułu',
      description: 'Zmień treść artykułu na blogu.',
    }),
  params: articleIdParams,
  loader: ({ context: { queryClient }, params }) => loadArticleForEditing(queryClient, params.uuid),
  // Edit what is stored now, not what the list showed a while ago.
  staleTime: 0,
  gcTime: 0,
  component: EditArticlePage,
})

function EditArticlePage() {
  const article = Route.useLoaderData()
  const navigate = useNavigate()
  return (
    <ArticleEditor
      // Another article is another form.
      key={article.id}
      article={article}
      onSaved={() => void navigate({ to: ROUTES.adminBlog })}
    />
  )
}
