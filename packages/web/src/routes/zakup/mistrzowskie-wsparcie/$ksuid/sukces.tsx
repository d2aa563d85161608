import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** The success page of a purchase (SPEC §2). */
export const Route = createFileRoute('/zakup/mistrzowskie-wsparcie/$ksuid/sukces')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność przyjęta – Mistrzowskie wsparcie',
      description: 'Stan płatności za zamówienie: Mistrzowskie wsparcie.',
    }),
  component: OrderSuccessPage,
})

function OrderSuccessPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="mw" page="sukces" />
}
