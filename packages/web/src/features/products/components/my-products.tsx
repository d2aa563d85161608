import type { User } from '@app/contract/user'
import { COURSE_OFFER_PATHS } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { TOOL_KEYS, canUseTool } from '@app/domain/access/tools'
import { firstNameOf } from '@app/domain/user/names'
import type { CourseKey } from '@app/contract/courses'
import { myProducts, type ProductCard } from '@app/domain/user/my-products'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ArrowRight, GraduationCap, LayoutGrid, Wrench } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { ROUTE_ICONS } from '../../../components/ui/route-icons'
import '../products.css'

export interface MyProductsProps {
  user: User
  /** The progress shown on a course's card (the route composes the courses feature). */
  courseProgress?: (course: CourseKey) => ReactNode
}

/** "Moje produkty": the user's courses and tools as cards, each leading to its page. */
export function MyProducts({ user, courseProgress }: MyProductsProps) {
  return (
    <>
      <PageHeader
        icon={LayoutGrid}
        title="Moje produkty"
        description={
          <>Cześć, {firstNameOf(user.name)}! Tu znajdziesz wszystko, do czego masz dostęp.</>
        }
      />
      <ProductSections user={user} courseProgress={courseProgress} />
    </>
  )
}

/**
 * The courses and the tools as cards: all of "Moje produkty" under its header, and what 'Dziś'
 * shows under the day (issue 30).
 */
export function ProductSections({ user, courseProgress }: MyProductsProps) {
  const { tools } = myProducts(user)
  return (
    <>
      <MyCourses user={user} courseProgress={courseProgress} />
      <section aria-labelledby="my-tools-heading" className="my-products-section">
        <h2 id="my-tools-heading">Narzędzia</h2>
        <ul className="product-cards">
          {tools.map((card) => (
            <ToolCard key={card.to} card={card} />
          ))}
        </ul>
        {/* The chat is everybody's; the other tools come with Pro (decision 0160). */}
        {!TOOL_KEYS.some((key) => canUseTool(user, key)) && (
          <EmptyState
            icon={Wrench}
            title="Nie masz jeszcze pozostałych narzędzi."
            description="Planer nauki, plan dominacji, fiszki i zadania są w pakiecie Pro."
            action={<Link to={ROUTES.proCheckout}>Poznaj pakiet Pro</Link>}
          />
        )}
      </section>
    </>
  )
}

/** The user's courses as cards (or the offer of one), with the progress the route composes. */
function MyCourses({ user, courseProgress }: MyProductsProps) {
  const { courses } = myProducts(user)
  return (
    <section aria-labelledby="my-courses-heading" className="my-products-section">
      <h2 id="my-courses-heading">Kursy</h2>
      {courses.length > 0 ? (
        <ul className="product-cards">
          {courses.map((card) => (
            <Card
              key={card.to}
              as="li"
              icon={ROUTE_ICONS[card.to] ?? GraduationCap}
              title={<Link to={card.to}>{card.title}</Link>}
            >
              <p>{card.description}</p>
              {courseProgress?.(card.course)}
            </Card>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={GraduationCap}
          title="Nie masz jeszcze żadnego kursu."
          action={<Link to={COURSE_OFFER_PATHS.KED}>Poznaj Kurs Efektywnego Działania</Link>}
        />
      )}
    </section>
  )
}

/**
 * A tool's card: the whole card opens the tool through its title, the one link; 'Otwórz' is its
 * visible cue, not a second link to the same page.
 */
function ToolCard({ card }: { card: ProductCard }) {
  return (
    <Card
      as="li"
      stretched
      icon={ROUTE_ICONS[card.to] ?? Wrench}
      title={<Link to={card.to}>{card.title}</Link>}
      actions={
        <span className="product-card-open" aria-hidden="true">
          Otwórz <ArrowRight />
        </span>
      }
    >
      <p>{card.description}</p>
    </Card>
  )
}
