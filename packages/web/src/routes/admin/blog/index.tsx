import { createFileRoute } from '@tanstack/react-router'
import { ArticleList } from '../../../features/blog-editor/components/article-list'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/admin/blog/')({
  head: () =>
    pageHead({
      title: 'Artykuły bloga',
      description: 'Lista artykułów bloga: dodawanie, edycja i usuwanie.',
    }),
  component: ArticleList,
})
