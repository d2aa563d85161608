import type { BlogArticle } from '@app/contract/blog'
import { formatWarsawDate } from '@app/domain/format'
import { BLOG_IMAGE_ALT } from '@app/domain/messages'
import { apiAssetUrl } from '../../../lib/config'

/** A blog article teaser: image, title linking to the article, subtitle, author and date. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article className="article-card">
      <img
        src={apiAssetUrl(article.imageUrl)}
        alt={BLOG_IMAGE_ALT}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <h3>
        <a href={`/blog/${article.id}`}>{article.title}</a>
      </h3>
      {article.subtitle ? <p>{article.subtitle}</p> : null}
      <p className="article-card-meta">
        {article.author} ·{' '}
        <time dateTime={article.addedAt}>{formatWarsawDate(new Date(article.addedAt))}</time>
      </p>
    </article>
  )
}
