import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/info-pages/components/about-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/o-nas')({
  head: () =>
    pageHead({
      title: 'O nas',
      description:
        'Kim jesteśmy, jaka jest nasza misja i kto tworzy Efektywną Naukę: kursy i platformę do skutecznej nauki dla nastolatków i ich rodziców.',
      image: 'about',
    }),
  component: AboutPage,
})
