import { lazy, Suspense, useEffect } from 'react'
import { hasMath, loadKatexStyles } from './math'
import './rich-text.css'

const Markdown = lazy(() => import('./markdown'))

/**
 * User-written Markdown with math (flashcards, tasks): the renderer and KaTeX load only on the
 * routes that show it. Until they have, the text shows as it was typed, so nothing jumps.
 */
export function RichText({ source, className }: { source: string; className?: string }) {
  const math = hasMath(source)
  useEffect(() => {
    if (math) loadKatexStyles().catch(() => {})
  }, [math])
  const classes = ['rich-text', className].filter(Boolean).join(' ')
  return (
    <div className={classes}>
      <Suspense fallback={<p className="rich-text-plain">{source}</p>}>
        <Markdown source={source} />
      </Suspense>
    </div>
  )
}
