import type { User } from '@app/contract/user'
import { COURSE_OFFER_PATHS } from '@app/domain/access'
import { myProducts, type ProductCard } from '@app/domain/my-products'
import { Link } from '@tanstack/react-router'
import '../products.css'

// A plain string: the offer pages are not in the route tree yet.
const KED_OFFER: string = COURSE_OFFER_PATHS.KED

/** "Moje produkty": the user's courses and tools as cards, each leading to its page. */
export function MyProducts({ user }: { user: User }) {
  const { courses, tools } = myProducts(user)
  return (
    <>
      <h1>Moje produkty</h1>
      <p>Cześć, {user.name}! Tu znajdziesz wszystko, do czego masz dostęp.</p>
      <section aria-labelledby="my-courses-heading">
        <h2 id="my-courses-heading">Kursy</h2>
        {courses.length > 0 ? (
          <ProductCards cards={courses} />
        ) : (
          <p>
            Nie masz jeszcze żadnego kursu.{' '}
            <Link to={KED_OFFER}>Poznaj Kurs Efektywnego Działania</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="my-tools-heading">
        <h2 id="my-tools-heading">Narzędzia</h2>
        <ProductCards cards={tools} />
      </section>
    </>
  )
}

function ProductCards({ cards }: { cards: ProductCard[] }) {
  return (
    <ul className="product-cards">
      {cards.map((card) => (
        <li key={card.to} className="product-card">
          <h3>
            <Link to={card.to}>{card.title}</Link>
          </h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
