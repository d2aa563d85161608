import type { User } from '@app/contract/user'
import { COURSE_OFFER_PATHS } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import type { CourseKey } from '@app/contract/courses'
import { myProducts, type ProductCard } from '@app/domain/user/my-products'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
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
          <p>
            Nie masz jeszcze żadnego kursu.{' '}
            <Link to={COURSE_OFFER_PATHS.KED}>Poznaj Kurs Efektywnego Działania</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="my-tools-heading">
        <h2 id="my-tools-heading">Narzędzia</h2>
        {tools.length > 0 ? (
          <ProductCards cards={tools} />
        ) : (
          <p>
            Nie masz jeszcze żadnego narzędzia. Planer nauki, plan dominacji, fiszki i zadania są w
            pakiecie Pro. <Link to={ROUTES.proCheckout}>Poznaj pakiet Pro</Link>
          </p>
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
      {cards.map((card) => (
        <li key={card.to} className="product-card">
          <h3>
            <Link to={card.to}>{card.title}</Link>
          </h3>
          <p>{card.description}</p>
          {extra?.(card)}
        </li>
      ))}
    </ul>
  )
}
