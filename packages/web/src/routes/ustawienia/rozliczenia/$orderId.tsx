import { toApiError } from '@app/domain/shared/api-errors'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { orderQuery } from '../../../api/commerce/queries'
import { NestedRouteError } from '../../../components/feedback/route-error'
import { SettingsPending } from '../../../features/settings/components/settings-pending'
import { hasReceipt } from '../../../features/billing/has-receipt'
import { receiptModel } from '../../../features/billing/billing-model'
import { Receipt } from '../../../features/billing/components/receipt'
import { useSession } from '../../../features/session/use-session'
import { ksuidOrNotFound } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'

/**
 * The printable confirmation of one paid order. An unknown id, someone else's (the API answers
 * 404 for both) or an order never paid is the not-found page.
 */
export const Route = createFileRoute('/ustawienia/rozliczenia/$orderId')({
  params: {
    parse: ({ orderId }: { orderId: string }) => ({ orderId: ksuidOrNotFound(orderId) }),
    stringify: (params: { orderId: string }) => params,
  },
  loader: async ({ context: { queryClient, session }, params: { orderId } }) => {
    if (!session.user) return
    let paid: boolean
    try {
      paid = hasReceipt(await queryClient.ensureQueryData(orderQuery(session.user.id, orderId)))
    } catch (error) {
      if (toApiError(error).httpsStatus === 404) throw notFound()
      throw error
    }
    if (!paid) throw notFound()
  },
  head: ({ params }) =>
    pageHead({
      title: `Potwierdzenie płatności nr ${params.orderId}`,
      description: 'Potwierdzenie płatności do wydruku: sprzedawca, nabywca, produkt i VAT.',
    }),
  pendingComponent: () => <SettingsPending cards={1} />,
  errorComponent: NestedRouteError,
  component: ReceiptPage,
})

function ReceiptPage() {
  const { user } = useSession()
  const { orderId } = Route.useParams()
  return user ? <ReceiptOf userId={user.id} orderId={orderId} buyer={user} /> : null
}

function ReceiptOf({
  userId,
  orderId,
  buyer,
}: {
  userId: string
  orderId: string
  buyer: { name: string; email: string }
}) {
  const { data: order } = useSuspenseQuery(orderQuery(userId, orderId))
  return <Receipt receipt={receiptModel(order, buyer)} />
}
