import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** The error page of a purchase (SPEC §2). */
export const Route = createFileRoute('/zakup/mistrzowskie-wsparcie/$ksuid/blad')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność nie powiodła się – Mistrzowskie wsparcie',
      description: 'Stan płatności za zamówienie: Mistrzowskie wsparcie.',
    }),
  component: OrderErrorPage,
})

function OrderErrorPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="mw" page="blad" />
}
