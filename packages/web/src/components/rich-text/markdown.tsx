import type { Components, ExtraProps } from 'react-markdown'
import ReactMarkdown from 'react-markdown'
import rehypeKatex from 'rehype-katex'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import { CodeBlock } from './code-block'
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
  pre: ({ node, children }) => <CodeBlock code={node ? textOf(node) : ''}>{children}</CodeBlock>,
  // A wide table scrolls on its own instead of widening the page.
  table: ({ children }) => (
    <div className="rich-text-table">
      <table>{children}</table>
    </div>
  ),
}

type HastElement = NonNullable<ExtraProps['node']>

/** The text of a syntax-tree element (a code block's code, as the reader sees it). */
function textOf(node: HastElement | HastElement['children'][number]): string {
  if (node.type === 'text') return node.value
  return 'children' in node ? node.children.map(textOf).join('') : ''
}

/**
 * Markdown (with GitHub's tables, task lists and strikethrough) and `$…$` and `$$…$$` math; code
 * blocks have a copy button. Raw HTML is dropped (`skipHtml`) and react-markdown's URL filter
 * removes `javascript:` and other unsafe links. An unclosed `$` (an answer still streaming) stays
 * text. Loaded lazily: see ./rich-text.tsx.
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown
      skipHtml
      remarkPlugins={[remarkGfm, remarkMath]}
      rehypePlugins={[[rehypeKatex, KATEX_OPTIONS]]}
      components={COMPONENTS}
    >
      {source}
    </ReactMarkdown>
  )
}
