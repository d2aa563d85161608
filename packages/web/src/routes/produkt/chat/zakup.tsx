import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { catalogueQuery } from '../../../api/commerce/queries'
import { catalogueEntry } from '../../../features/checkout/checkout-model'
import { CheckoutForm } from '../../../features/checkout/components/checkout-form'
import { PurchasePage } from '../../../features/checkout/components/purchase-page'
import { refreshSession } from '../../../api/user/session'
import { useSession } from '../../../features/session/use-session'
import { guardArea } from '../../../lib/access-guard'
import { pageHead } from '../../../lib/seo'

/** The AI chat's message pack (decision 0121): it can always be bought, again and again. */
export const Route = createFileRoute('/produkt/chat/zakup')({
  beforeLoad: guardArea('purchase'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(catalogueQuery()),
  head: () =>
    pageHead({
      title: 'Kup pakiet wiadomości czatu AI',
      description:
        'Pakiet 500 dodatkowych wiadomości do czatu AI, które nie wygasają: cena z VAT i płatność online.',
    }),
  component: ChatPackCheckout,
})

function ChatPackCheckout() {
  const { user } = useSession()
  const { queryClient } = Route.useRouteContext()
  const { data: catalogue } = useSuspenseQuery(catalogueQuery())
  if (!user) return null
  return (
    <PurchasePage
      title="Kup pakiet wiadomości czatu AI"
      lead="Skończyły Ci się wiadomości? Pakiet dokłada 500 kolejnych, które nie wygasają."
    >
      <CheckoutForm
        product={catalogueEntry(catalogue.items, 'chat-pack')}
        userId={user.id}
        next={{ to: ROUTES.products, label: 'Przejdź do moich produktów' }}
        onPaid={() => refreshSession(queryClient)}
      />
    </PurchasePage>
  )
}
