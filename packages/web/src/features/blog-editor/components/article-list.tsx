import type { BlogArticle } from '@app/contract/blog'
import { formatCount, formatWarsawDate } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Newspaper, Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton } from '../../../components/feedback/skeleton'
import { adminArticleListQuery } from '../../../api/blog/queries'
import { DeleteArticleDialog } from '../../../components/blog/delete-article-dialog'
import '../blog-editor.css'

const ARTICLES = { one: 'artykuł', few: 'artykuły', many: 'artykułów' }
const VIEWS = { one: 'wyświetlenie', few: 'wyświetlenia', many: 'wyświetleń' }

/** The admin list of articles, newest first, with edit links and delete (after confirmation). */
export function ArticleList() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The delete button that opened the dialog: the focus goes back there on cancel.
  const opener = useRef<HTMLButtonElement | null>(null)
  const [toDelete, setToDelete] = useState<BlogArticle | null>(null)
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useInfiniteQuery(adminArticleListQuery())
  const articles = data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="blog-admin">
      <PageHeader
        title="Artykuły bloga"
        titleRef={headingRef}
        description="Dodawaj, edytuj i usuwaj artykuły bloga."
        action={
          <Link to={ROUTES.adminNewArticle} className="button button-primary">
            <Plus aria-hidden="true" />
            Dodaj artykuł
          </Link>
        }
      />
      {isPending ? (
        <Skeleton label="Ładowanie artykułów…" rows={4} />
      ) : error ? (
        <RetryError
          error={error}
          title="Nie udało się wczytać artykułów"
          onRetry={() => void refetch()}
        />
      ) : articles.length === 0 ? (
        // The next step is 'Dodaj artykuł' above, the page's one main action.
        <EmptyState icon={Newspaper} title="Nie ma jeszcze żadnych artykułów." />
      ) : (
        <>
          <p className="blog-admin-count">
            {hasNextPage ? 'Wczytano' : 'Razem'}: {formatCount(articles.length, ARTICLES)}
          </p>
          <ul className="blog-admin-list">
            {articles.map((article) => (
              <li key={article.id} className="blog-admin-item">
                <div className="blog-admin-item-text">
                  <h2 className="blog-admin-item-title">{article.title}</h2>
                  <p className="blog-admin-item-meta">
                    {article.author} ·{' '}
                    <time dateTime={article.addedAt}>
                      {formatWarsawDate(new Date(article.addedAt))}
                    </time>{' '}
                    · unikalne: {formatCount(article.uniqueViews, VIEWS)}, powtórne:{' '}
                    {formatCount(article.repeatedViews, VIEWS)}
                  </p>
                </div>
                <div className="blog-admin-item-actions">
                  <Link
                    to={ROUTES.adminEditArticle}
                    params={{ uuid: article.id }}
                    className="button button-secondary"
                    aria-label={`Edytuj: ${article.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edytuj
                  </Link>
                  <Button
                    variant="secondary"
                    className="button-danger"
                    aria-label={`Usuń: ${article.title}`}
                    onClick={(event) => {
                      opener.current = event.currentTarget
                      setToDelete(article)
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    Usuń
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <Button
              variant="secondary"
              busy={isFetchingNextPage}
              busyLabel="Ładowanie…"
              onClick={() => void fetchNextPage()}
            >
              Pokaż więcej artykułów
            </Button>
          ) : null}
        </>
      )}
      <DeleteArticleDialog
        article={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => headingRef.current?.focus()}
        onCancelled={() => opener.current?.focus()}
      />
    </div>
  )
}
