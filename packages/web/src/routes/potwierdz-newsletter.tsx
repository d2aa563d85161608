import { createFileRoute } from '@tanstack/react-router'
import { ConfirmSubscription } from '../features/newsletter/components/confirm-subscription'
import { tokenSearch } from '../features/newsletter/search'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/potwierdz-newsletter')({
  validateSearch: tokenSearch,
  head: () =>
    pageHead({
      title: 'Potwierdzenie zapisu',
      description: 'Potwierdzamy Twój zapis na listę Efektywnej Nauki.',
    }),
  component: ConfirmSubscriptionPage,
})

function ConfirmSubscriptionPage() {
  const { token } = Route.useSearch()
  return <ConfirmSubscription key={token} token={token} />
}
