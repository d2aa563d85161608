import { useEffect, useState } from 'react'
import type { ExpressionReading } from './expression-reading'
import './exercise.css'
import './exercise-answer.css'

/** The reader (and mathjs under it) loads with the first expression typed, not with the page. */
const loadReader = () => import('./expression-reading')

/**
 * 'Rozumiem to jako: …': how the checker reads the expression being typed (implicit
 * multiplication, 'tg', a comma as the decimal point), or why it cannot. The server's reading
 * decides; this one only shows early what it will be.
 */
export function ExpressionPreview({
  expression,
  variables,
}: {
  expression: string
  variables: readonly string[]
}) {
  const [reading, setReading] = useState<ExpressionReading | null>(null)
  const text = expression.trim()
  // By value: the editor passes a new array on every render.
  const letters = variables.join(',')
  useEffect(() => {
    if (!text) return
    let current = true
    // A short pause: a reading per key press would flicker between half-typed states.
    const timer = setTimeout(() => {
      void loadReader()
        .then(({ readExpression }) => {
          if (current) setReading(readExpression(text, letters ? letters.split(',') : []))
        })
        .catch(() => {
          if (current) setReading(null)
        })
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, letters])
  const shown = text ? reading : null
  return (
    <p className="exercise-reading" aria-live="polite">
      {shown === null ? null : shown.ok ? (
        <>
          Rozumiem to jako: <code className="exercise-reading-text">{shown.text}</code>
        </>
      ) : (
        <span className="exercise-reading-problem">{shown.reason}</span>
      )}
    </p>
  )
}
