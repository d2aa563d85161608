import { useEffect, useMemo, useRef } from 'react'
import { hasMath, typesetMath } from '../math'
import { sanitizeArticleHtml } from '../../../lib/sanitize-html'
import '../blog.css'

/** The article's rich HTML, sanitised, with its TeX typeset by KaTeX when it has any. */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html])
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (ref.current && hasMath(clean)) void typesetMath(ref.current)
  }, [clean])

  return <div ref={ref} className="article-content" dangerouslySetInnerHTML={{ __html: clean }} />
}
