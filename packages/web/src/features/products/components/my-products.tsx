import type { User } from '@app/contract/user'
import { COURSE_OFFER_PATHS } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import type { CourseKey } from '@app/contract/courses'
import { myProducts, type ProductCard } from '@app/domain/user/my-products'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { GraduationCap, Wrench } from 'lucide-react'
import { EmptyState } from '../../../components/ui/empty-state'
import { ROUTE_ICONS } from '../../../components/ui/route-icons'
import '../products.css'

export interface MyProductsProps {
  user: User
  /** The progress shown on a course's card (the route composes the courses feature). */
  courseProgress?: (course: CourseKey) => ReactNode
}

/** "Moje produkty": the user's courses and tools as cards, each leading to its page. */
export function MyProducts({ user, courseProgress }: MyProductsProps) {
  const { courses, tools } = myProducts(user)
  return (
    <>
      <h1>Moje produkty</h1>
      <p>Cześć, {user.name}! Tu znajdziesz wszystko, do czego masz dostęp.</p>
      <section aria-labelledby="my-courses-heading">
        <h2 id="my-courses-heading">Kursy</h2>
        {courses.length > 0 ? (
          <ProductCards cards={courses} extra={(card) => courseProgress?.(card.course)} />
        ) : (
          <EmptyState
            icon={GraduationCap}
            title="Nie masz jeszcze żadnego kursu."
            action={<Link to={COURSE_OFFER_PATHS.KED}>Poznaj Kurs Efektywnego Działania</Link>}
          />
        )}
      </section>
      <section aria-labelledby="my-tools-heading">
        <h2 id="my-tools-heading">Narzędzia</h2>
        {tools.length > 0 ? (
          <ProductCards cards={tools} />
        ) : (
          <EmptyState
            icon={Wrench}
            title="Nie masz jeszcze żadnego narzędzia."
            description="Planer nauki, plan dominacji, fiszki i zadania są w pakiecie Pro."
            action={<Link to={ROUTES.proCheckout}>Poznaj pakiet Pro</Link>}
          />
        )}
      </section>
    </>
  )
}

function ProductCards<Card extends ProductCard>({
  cards,
  extra,
}: {
  cards: Card[]
  extra?: (card: Card) => ReactNode
}) {
  return (
    <ul className="product-cards">
      {cards.map((card) => {
        const Icon = ROUTE_ICONS[card.to]
        return (
          <li key={card.to} className="product-card">
            {Icon ? <Icon aria-hidden="true" className="product-card-icon" /> : null}
            <h3>
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p>{card.description}</p>
            {extra?.(card)}
          </li>
        )
      })}
    </ul>
  )
}
