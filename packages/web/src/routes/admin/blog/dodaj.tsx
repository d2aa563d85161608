import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ArticleEditor } from '../../../features/blog-editor/components/article-editor'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/admin/blog/dodaj')({
  head: () =>
    pageHead({
      title: 'Nowy artykuł',
      description: 'Napisz i opublikuj nowy artykuł na blogu.',
    }),
  component: NewArticlePage,
})

function NewArticlePage() {
  const navigate = useNavigate()
  return <ArticleEditor onSaved={() => void navigate({ to: ROUTES.adminBlog })} />
}
