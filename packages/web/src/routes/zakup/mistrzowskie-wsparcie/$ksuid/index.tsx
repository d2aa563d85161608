import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** Where the provider returns the buyer (decision 0122). */
export const Route = createFileRoute('/zakup/mistrzowskie-wsparcie/$ksuid/')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność za zamówienie – Mistrzowskie wsparcie',
      description: 'Stan płatności za zamówienie: Mistrzowskie wsparcie.',
    }),
  component: OrderStatusPage,
})

function OrderStatusPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="mw" page="status" />
}
