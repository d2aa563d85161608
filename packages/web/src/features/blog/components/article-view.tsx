import { formatWarsawDate } from '@app/domain/shared/format'
import { BLOG_IMAGE_ALT } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { READ_NEXT_COUNT, articleQuery, readNextQuery } from '../../../api/blog/queries'
import { usePerVisitQuery } from '../../../api/per-visit'
import { apiAssetUrl } from '../../../lib/config'
import '../blog.css'
import { ArticleCard } from './article-card'
import { ArticleContent } from './article-content'

/** /blog/{id}: the article (loaded, and its view counted, by the route's loader) and what to read next. */
export function ArticleView({ id }: { id: string }) {
  const { data: article } = useSuspenseQuery(articleQuery(id))

  return (
    <>
      <article className="blog-article" aria-labelledby="article-title">
        <header className="blog-article-header">
          <h1 id="article-title">{article.title}</h1>
          {article.subtitle ? <p className="blog-article-subtitle">{article.subtitle}</p> : null}
          <p className="article-card-meta">
            {article.author} ·{' '}
            <time dateTime={article.addedAt}>{formatWarsawDate(new Date(article.addedAt))}</time>
          </p>
          {article.tags.length > 0 ? (
            <ul className="blog-tags" aria-label="Tagi">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={ROUTES.blog} search={{ kategoria: tag }}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <img
          className="blog-article-image"
          src={apiAssetUrl(article.imageUrl)}
          alt={BLOG_IMAGE_ALT}
          width={1200}
          height={675}
          fetchPriority="high"
        />
        <ArticleContent html={article.content} />
      </article>
      <ReadNext id={id} />
    </>
  )
}

function ReadNext({ id }: { id: string }) {
  const { data } = usePerVisitQuery(readNextQuery(id))
  const others = (data?.items ?? []).filter((a) => a.id !== id).slice(0, READ_NEXT_COUNT)
  if (others.length === 0) return null
  return (
    <section className="blog-read-next" aria-labelledby="read-next-heading">
      <h2 id="read-next-heading">Przeczytaj również</h2>
      <ul className="article-list">
        {others.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={ROUTES.blog}>Wszystkie artykuły</Link>
      </p>
    </section>
  )
}
