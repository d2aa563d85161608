import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** Where the provider returns the buyer (decision 0122). */
export const Route = createFileRoute('/zakup/kurs-efektywnego-dzialania/$ksuid/')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność za zamówienie – Kurs Efektywnego Działania',
      description: 'Stan płatności za zamówienie: Kurs Efektywnego Działania.',
    }),
  component: OrderStatusPage,
})

function OrderStatusPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="ked" page="status" />
}
