import { createFileRoute } from '@tanstack/react-router'
import { OfferOverview } from '../../features/offers/components/offer-overview'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/oferta/')({
  head: () =>
    pageHead({
      title: 'Oferta',
      description:
        'Kursy wideo i narzędzia do nauki dla nastolatków oraz kurs dla rodziców – zobacz, co możemy dla Ciebie zrobić.',
      image: 'offer',
    }),
  component: OfferOverview,
})
