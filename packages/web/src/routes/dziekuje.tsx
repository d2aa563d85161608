import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '../features/info-pages/components/thank-you-page'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/dziekuje')({
  head: () =>
    pageHead({
      title: 'Dziękujemy!',
      description:
        'Dziękujemy za zapis lub zakup. Sprawdź skrzynkę email, aktywuj dostęp i zacznij od tygodnia wprowadzającego.',
    }),
  component: ThankYouRoute,
})

function ThankYouRoute() {
  const { user } = useSession()
  return <ThankYouPage signedIn={user !== null} />
}
