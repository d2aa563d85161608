import { COURSE_GROUPS, hasGroup } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { catalogueQuery } from '../../../../api/commerce/queries'
import { catalogueEntry } from '../../../../features/checkout/checkout-model'
import { failureOfMessage } from '../../../../features/checkout/checkout-failure'
import { CheckoutForm } from '../../../../features/checkout/components/checkout-form'
import { PurchasePage } from '../../../../features/checkout/components/purchase-page'
import { refreshSession } from '../../../../api/user/session'
import { useSession } from '../../../../features/session/use-session'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'

/** The KED checkout (SPEC §2, §6: login required; decision 0121). */
export const Route = createFileRoute('/produkt/zakup/kurs-efektywnego-dzialania/')({
  beforeLoad: guardArea('purchase'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(catalogueQuery()),
  head: () =>
    pageHead({
      title: 'Kup Kurs Efektywnego Działania',
      description:
        'Zamówienie Kursu Efektywnego Działania: cena z VAT, kod promocyjny, faktura i płatność online.',
    }),
  component: KedCheckoutRoute,
})

function KedCheckoutRoute() {
  const { user } = useSession()
  const { queryClient } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const { data: catalogue } = useSuspenseQuery(catalogueQuery())
  if (!user) return null
  const title = 'Kup Kurs Efektywnego Działania'
  if (hasGroup(user, COURSE_GROUPS.KED)) {
    return (
      <PurchasePage title={title} lead={COMMERCE_TEXT.alreadyHasCourse}>
        <p className="cta-row">
          <Link to={ROUTES.kedCourse} className="button button-primary">
            Przejdź do kursu
          </Link>
        </p>
      </PurchasePage>
    )
  }
  return (
    <PurchasePage
      title={title}
      lead="Sprawdź zamówienie, dodaj kod promocyjny lub dane do faktury i przejdź do płatności."
    >
      <CheckoutForm
        product={catalogueEntry(catalogue.items, 'ked')}
        userId={user.id}
        next={{ to: ROUTES.kedCourse, label: 'Przejdź do kursu' }}
        onPaid={() => refreshSession(queryClient)}
        onOrderDead={(message) =>
          void navigate({
            to: ROUTES.kedCheckoutError,
            search: { powod: failureOfMessage(message) },
          })
        }
      />
    </PurchasePage>
  )
}
