import type { BlogArticle } from '@app/contract/blog'
import { formatCount, formatWarsawDate } from '@app/domain/shared/format'
import { BLOG_IMAGE_ALT } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { apiAssetUrl } from '../../../lib/config'
import { REPEATED_VIEW_FORMS, UNIQUE_VIEW_FORMS } from '../view-forms'
import '../blog.css'

export interface ArticleCardProps {
  article: BlogArticle
  /** The title's heading level: 3 under a section's h2 (home), 2 directly under the page's h1. */
  headingLevel?: 2 | 3
  /** Staff (SPEC §2: admins) see the view counters. */
  showViews?: boolean
  /** Staff controls (edit, delete), below the card's text. */
  actions?: ReactNode
  /** The first card of a list: its image is the page's largest paint, so it loads at once. */
  priority?: boolean
}

/** A blog article teaser: image, title linking to the article, subtitle, author and date. */
export function ArticleCard({
  article,
  headingLevel = 3,
  showViews = false,
  actions,
  priority = false,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="article-card">
      <img
        src={apiAssetUrl(article.imageUrl)}
        alt={BLOG_IMAGE_ALT}
        width={640}
        height={360}
        {...(priority
          ? { fetchPriority: 'high' as const }
          : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
      <Heading className="article-card-title">
        <Link to={ROUTES.article} params={{ id: article.id }}>
          {article.title}
        </Link>
      </Heading>
      {article.subtitle ? <p>{article.subtitle}</p> : null}
      <p className="article-card-meta">
        {article.author} ·{' '}
        <time dateTime={article.addedAt}>{formatWarsawDate(new Date(article.addedAt))}</time>
      </p>
      {showViews ? (
        <p className="article-card-views">
          {formatCount(article.uniqueViews, UNIQUE_VIEW_FORMS)} ·{' '}
          {formatCount(article.repeatedViews, REPEATED_VIEW_FORMS)}
        </p>
      ) : null}
      {actions}
    </article>
  )
}
