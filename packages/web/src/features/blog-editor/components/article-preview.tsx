import { BLOG_IMAGE_ALT } from '@app/domain/shared/messages'
import { Eye } from 'lucide-react'
import { useMemo } from 'react'
import { apiAssetUrl } from '../../../lib/config'
import { sanitizeArticleHtml } from '../../../lib/sanitize-html'
import { isWebAddress, parseTags, type ArticleFormValues } from '../article-form'
import '../blog-editor.css'

/**
 * The article as readers will see it, updated while typing. The editor's HTML goes through the
 * same sanitiser as the blog's article page.
 */
export function ArticlePreview({ values }: { values: ArticleFormValues }) {
  const html = useMemo(() => sanitizeArticleHtml(values.content), [values.content])
  const tags = parseTags(values.tags)
  const imageUrl = values.imageUrl.trim()
  return (
    <section className="article-preview" aria-labelledby="article-preview-heading">
      <h2 id="article-preview-heading">
        <Eye aria-hidden="true" />
        Podgląd
      </h2>
      <div className="article-preview-body">
        {imageUrl && isWebAddress(imageUrl) ? (
          <img src={apiAssetUrl(imageUrl)} alt={BLOG_IMAGE_ALT} width={640} height={360} />
        ) : null}
        <h3 className="article-preview-title">{values.title.trim() || 'Bez tytułu'}</h3>
        {values.subtitle.trim() ? (
          <p className="article-preview-subtitle">{values.subtitle.trim()}</p>
        ) : null}
        {values.author.trim() ? (
          <p className="article-preview-meta">{values.author.trim()}</p>
        ) : null}
        {tags.length > 0 ? (
          <ul className="article-preview-tags" aria-label="Tagi artykułu">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        {html ? (
          <div className="article-preview-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="article-preview-empty">Treść artykułu pojawi się tutaj.</p>
        )}
      </div>
    </section>
  )
}
