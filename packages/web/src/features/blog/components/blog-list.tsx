import { toApiError } from '@app/domain/shared/api-errors'
import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useRef } from 'react'
import { Newspaper } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { articleListQuery } from '../../../api/blog/queries'
import '../blog.css'
import { ArticleCard } from './article-card'
import { CategoryFilter } from './category-filter'

const ArticleCardStaffActions = lazy(() => import('./article-card-staff-actions'))

export interface BlogListProps {
  /** The validated `?kategoria=` tag, or undefined for every article. */
  category: string | undefined
  /** Admin or Assistant: view counters and edit/delete controls on each card. */
  canManage: boolean
}

/** /blog: the category filter and the articles, newest first, one page more per "Pokaż więcej". */
export function BlogList({ category, canManage }: BlogListProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, error } =
    useSuspenseInfiniteQuery(articleListQuery(category))
  const articles = data.pages.flatMap((page) => page.items)

  return (
    <section className="blog" aria-labelledby="blog-heading">
      <PageHeader
        titleId="blog-heading"
        titleRef={headingRef}
        title={category === undefined ? 'Blog' : `Blog: ${category}`}
        description="Artykuły o skutecznej nauce, motywacji, śnie i organizacji dla nastolatków i ich rodziców."
      />
      <CategoryFilter active={category} />
      {articles.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          live
          title={
            category === undefined ? 'Nie ma jeszcze artykułów.' : 'Brak artykułów w tej kategorii.'
          }
          action={
            category === undefined ? null : (
              <Link to={ROUTES.blog} search={{}}>
                Zobacz wszystkie artykuły
              </Link>
            )
          }
        />
      ) : (
        <p className="blog-count" role="status">
          {`Wyświetlono ${formatCount(articles.length, PLURAL_FORMS.article)}.`}
        </p>
      )}
      <ul className="article-list">
        {articles.map((article, index) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              priority={index === 0}
              headingLevel={2}
              showViews={canManage}
              actions={
                canManage ? (
                  <Suspense fallback={null}>
                    <ArticleCardStaffActions
                      article={article}
                      onDeleted={() => headingRef.current?.focus()}
                    />
                  </Suspense>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {isFetchNextPageError ? <p role="alert">{toApiError(error).message}</p> : null}
      {hasNextPage ? (
        <Button
          className="blog-more"
          onClick={() => void fetchNextPage()}
          busy={isFetchingNextPage}
          busyLabel="Ładowanie…"
        >
          Pokaż więcej
        </Button>
      ) : articles.length > 0 ? (
        <p className="blog-end">To już wszystkie artykuły.</p>
      ) : null}
    </section>
  )
}
