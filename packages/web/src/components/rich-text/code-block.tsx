import { Check, Copy } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import './rich-text.css'

const COPIED_FOR_MS = 2000

/**
 * A fenced code block with a button that copies its text: a student takes a snippet from the
 * chat or a flashcard into their own editor in one click.
 */
export function CodeBlock({ code, children }: { code: string; children: ReactNode }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <div className="code-block">
      <pre>{children}</pre>
      <button type="button" className="code-block-copy" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span aria-live="polite">{copied ? 'Skopiowano' : 'Kopiuj kod'}</span>
      </button>
    </div>
  )
}
