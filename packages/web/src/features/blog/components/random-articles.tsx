import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { randomArticlesQuery } from '../../../api/blog/queries'
import { usePerVisitQuery } from '../../../api/per-visit'
import { ArticleCard } from './article-card'

/** The home page's "Z bloga" section; a failed load is reported here, the page stays usable. */
export function RandomArticles({ count }: { count: number }) {
  const { data, error, isPending } = usePerVisitQuery(randomArticlesQuery(count))

  return (
    <section className="random-articles" aria-labelledby="random-articles-heading">
      <h2 id="random-articles-heading">Z bloga</h2>
      {isPending ? (
        <p role="status">Ładowanie artykułów…</p>
      ) : error ? (
        <p role="alert">{toApiError(error).message}</p>
      ) : (
        <ul className="article-list">
          {data.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={ROUTES.blog}>Zobacz wszystkie artykuły</a>
      </p>
    </section>
  )
}
