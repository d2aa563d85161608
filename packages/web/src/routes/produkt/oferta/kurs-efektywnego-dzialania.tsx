import { COURSE_GROUPS, hasGroup } from '@app/domain/access/access'
import { createFileRoute } from '@tanstack/react-router'
import { KedOffer } from '../../../features/offers/components/ked-offer'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/**
 * The KED offer inside the product area (SPEC §2), for any signed-in user: the public offer's
 * content with the price and the checkout, or the course for one who has it.
 */
export const Route = createFileRoute('/produkt/oferta/kurs-efektywnego-dzialania')({
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania – oferta',
      description:
        'Program Kursu Efektywnego Działania, cena i zakup: 9 tygodni i tydzień wprowadzający, ponad 12 godzin wideo.',
    }),
  component: KedOfferInProduct,
})

function KedOfferInProduct() {
  const { user } = useSession()
  return <KedOffer owned={hasGroup(user, COURSE_GROUPS.KED)} />
}
