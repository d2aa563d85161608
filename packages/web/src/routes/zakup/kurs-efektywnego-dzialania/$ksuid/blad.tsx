import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** The error page of a purchase (SPEC §2). */
export const Route = createFileRoute('/zakup/kurs-efektywnego-dzialania/$ksuid/blad')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność nie powiodła się – Kurs Efektywnego Działania',
      description: 'Stan płatności za zamówienie: Kurs Efektywnego Działania.',
    }),
  component: OrderErrorPage,
})

function OrderErrorPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="ked" page="blad" />
}
