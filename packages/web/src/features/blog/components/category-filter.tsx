import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { categoriesQuery } from '../../../api/blog/queries'
import '../blog.css'

/**
 * The category filter: "Wszystkie" and every tag in use (with its article count), as links that
 * set `?kategoria=`; the current one is marked with aria-current. A failed load of the options
 * leaves "Wszystkie" and the current category, so the filter never blocks the list.
 */
export function CategoryFilter({ active }: { active: string | undefined }) {
  const { data } = useQuery(categoriesQuery())
  const categories = data?.items ?? []
  const shown =
    active === undefined || categories.some((c) => c.tag === active)
      ? categories
      : [{ tag: active, count: null }, ...categories]

  return (
    <nav className="blog-categories" aria-label="Kategorie">
      <ul>
        <li>
          <Link
            to={ROUTES.blog}
            search={{}}
            aria-current={active === undefined ? 'page' : undefined}
          >
            Wszystkie
          </Link>
        </li>
        {shown.map(({ tag, count }) => (
          <li key={tag}>
            <Link
              to={ROUTES.blog}
              search={{ kategoria: tag }}
              aria-current={tag === active ? 'page' : undefined}
            >
              {tag}
              {count === null ? null : <span className="blog-category-count"> ({count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
