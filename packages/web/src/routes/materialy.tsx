import { createFileRoute } from '@tanstack/react-router'
import { MaterialsPage } from '../features/info-pages/components/materials-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/materialy')({
  head: () =>
    pageHead({
      title: 'Darmowe materiały',
      description:
        'Bezpłatne materiały dla uczniów i rodziców: ebook, artykuły o chronotypach i śnie, test na chronotyp, blog i webinar.',
      image: 'materials',
    }),
  component: MaterialsPage,
})
