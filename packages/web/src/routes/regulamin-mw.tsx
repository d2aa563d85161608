import { createFileRoute } from '@tanstack/react-router'
import { MwTermsPage } from '../features/info-pages/components/mw-terms-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/regulamin-mw')({
  head: () =>
    pageHead({
      title: 'Regulamin programu Mistrzowskie Wsparcie',
      description:
        'Zasady udziału w programie Mistrzowskie Wsparcie: konsultacje w soboty o 17:00, grupa z mentorami, zapisy, płatność i odstąpienie od umowy.',
    }),
  component: MwTermsPage,
})
