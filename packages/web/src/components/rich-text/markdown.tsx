import type { Components } from 'react-markdown'
import ReactMarkdown from 'react-markdown'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import './rich-text.css'

/**
 * KaTeX runs untrusted (no `\href`, `\url`, `\html…`) and bounded, so TeX can neither add links
 * nor blow up the page. Broken TeX is shown as its source (SPEC §8), never as an error.
 */
const KATEX_OPTIONS = {
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 200,
  throwOnError: false,
  errorColor: 'inherit',
} as const

const COMPONENTS: Components = {
  // Pictures come as uploaded images with their alt text, not as links to anywhere in the text.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  // KaTeX's error box would carry the parser's English message in its title: the source only.
  span: ({ className, title, children, node: _node, ...rest }) =>
    className === 'katex-error' ? (
      <span className="math-source">{children}</span>
    ) : (
      <span className={className} title={title} {...rest}>
        {children}
      </span>
    ),
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
}

/**
 * Markdown with `$…$` and `$$…$$` math. Raw HTML is dropped (`skipHtml`) and react-markdown's
 * URL filter removes `javascript:` and other unsafe links. Loaded lazily: see ./rich-text.tsx.
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown
      skipHtml
      remarkPlugins={[remarkMath]}
      rehypePlugins={[[rehypeKatex, KATEX_OPTIONS]]}
      components={COMPONENTS}
    >
      {source}
    </ReactMarkdown>
  )
}
