import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { randomArticlesQuery } from '../../../api/blog/queries'
import { usePerVisitQuery } from '../../../api/per-visit'
import { Button } from '../../../components/ui/button'
import '../../../components/feedback/retry-error.css'
import '../blog.css'
import { ArticleCard } from './article-card'
import { ArticleListSkeleton } from './article-list-skeleton'

/** The home page's "Z bloga" section; a failed load is reported here, the page stays usable. */
export function RandomArticles({ count }: { count: number }) {
  const { data, error, isPending, refetch } = usePerVisitQuery(randomArticlesQuery(count))

  return (
    <section className="random-articles" aria-labelledby="random-articles-heading">
      <h2 id="random-articles-heading">Z bloga</h2>
      {isPending ? (
        <ArticleListSkeleton count={count} />
      ) : error ? (
        // Not RetryError: its icon would bring the icon library into the home page's entry.
        <div className="form-alert form-alert-error retry-error">
          <p role="alert">{toApiError(error).message}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Spróbuj ponownie
          </Button>
        </div>
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
