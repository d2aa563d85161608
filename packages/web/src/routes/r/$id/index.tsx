import { createFileRoute } from '@tanstack/react-router'
import { ParentPayment } from '../../../features/payment-outcome/components/parent-payment'
import { ksuidOrNotFound } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'

/** /r/{id} (SPEC §2): a parent pays the order a child sent as a link, with or without an account. */
export const Route = createFileRoute('/r/$id/')({
  params: {
    parse: ({ id }: { id: string }) => ({ id: ksuidOrNotFound(id) }),
    stringify: (params: { id: string }) => params,
  },
  head: () =>
    pageHead({
      title: 'Płatność za zamówienie',
      description: 'Opłać zamówienie, o które prosi Twoje dziecko.',
    }),
  component: ParentPaymentPage,
})

function ParentPaymentPage() {
  return <ParentPayment orderId={Route.useParams().id} />
}
