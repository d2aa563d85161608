import { createFileRoute } from '@tanstack/react-router'
import { CancelSubscription } from '../features/newsletter/components/cancel-subscription'
import { tokenSearch } from '../features/newsletter/search'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/anuluj-newsletter')({
  validateSearch: tokenSearch,
  head: () =>
    pageHead({
      title: 'Wypisanie z listy',
      description: 'Wypisujemy Twój adres z listy mailowej Efektywnej Nauki.',
    }),
  component: CancelSubscriptionPage,
})

function CancelSubscriptionPage() {
  const { token } = Route.useSearch()
  return <CancelSubscription key={token} token={token} />
}
