import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'
import { ksuidParams } from '../../../../lib/route-params'
import { PurchaseOutcome } from '../../-components/order-outcome-page'

/** The success page of a purchase (SPEC §2). */
export const Route = createFileRoute('/zakup/kurs-efektywnego-dzialania/$ksuid/sukces')({
  beforeLoad: guardArea('purchase'),
  params: ksuidParams,
  head: () =>
    pageHead({
      title: 'Płatność przyjęta – Kurs Efektywnego Działania',
      description: 'Stan płatności za zamówienie: Kurs Efektywnego Działania.',
    }),
  component: OrderSuccessPage,
})

function OrderSuccessPage() {
  return <PurchaseOutcome ksuid={Route.useParams().ksuid} flow="ked" page="sukces" />
}
