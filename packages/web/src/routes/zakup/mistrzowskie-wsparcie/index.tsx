import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { catalogueQuery } from '../../../api/commerce/queries'
import { catalogueEntry } from '../../../features/checkout/checkout-model'
import { CheckoutForm } from '../../../features/checkout/components/checkout-form'
import { LoginToBuy } from '../../../features/checkout/components/login-to-buy'
import { MwOffer } from '../../../features/offers/components/mw-offer'
import { refreshSession } from '../../../api/user/session'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/**
 * 'Mistrzowskie wsparcie' (SPEC §2, decision 0121), public: what it gives and its price; a
 * guest signs in and comes back here, a signed-in user orders it (it can always be bought).
 */
export const Route = createFileRoute('/zakup/mistrzowskie-wsparcie/')({
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user) await queryClient.ensureQueryData(catalogueQuery())
  },
  head: () =>
    pageHead({
      title: 'Mistrzowskie wsparcie – zakup',
      description:
        'Kurs Efektywnego Działania z 3 miesiącami wsparcia mentorów i narzędziami Pro: co dostajesz, cena z VAT i zamówienie.',
    }),
  component: MwPurchase,
})

function MwPurchase() {
  const { user, status } = useSession()
  return (
    <MwOffer>
      {user ? (
        <MwCheckout userId={user.id} />
      ) : status === 'guest' ? (
        <LoginToBuy returnTo={ROUTES.mwCheckout} />
      ) : null}
    </MwOffer>
  )
}

function MwCheckout({ userId }: { userId: string }) {
  const { queryClient } = Route.useRouteContext()
  const { data: catalogue } = useSuspenseQuery(catalogueQuery())
  return (
    <CheckoutForm
      product={catalogueEntry(catalogue.items, 'mw')}
      userId={userId}
      next={{ to: ROUTES.kedCourse, label: 'Przejdź do kursu' }}
      onPaid={() => refreshSession(queryClient)}
    />
  )
}
