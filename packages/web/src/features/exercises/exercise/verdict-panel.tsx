import type { AttemptResult } from '@app/contract/exercises'
import type { Verdict } from '@app/contract/exercises/constants'
import { VERDICT_LABELS } from '@app/contract/exercises/text'
import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import './exercise.css'
import './exercise-answer.css'

const TONES: Record<Verdict, { icon: LucideIcon; tone: 'success' | 'warning' | 'error' }> = {
  CORRECT: { icon: CircleCheck, tone: 'success' },
  PARTIAL: { icon: CircleAlert, tone: 'warning' },
  INCORRECT: { icon: CircleX, tone: 'error' },
}

/**
 * The server's verdict on the last answer: 'Dobrze' / 'Częściowo' / 'Źle' with its Polish
 * feedback and how the answer was read. The answer panel's live region reads it out; the focus
 * stays on the form, so the next answer can be typed at once.
 */
export function VerdictPanel({ result }: { result: AttemptResult }) {
  const { icon: Icon, tone } = TONES[result.verdict]
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
  }, [result])
  return (
    <div ref={panel} className={`exercise-verdict exercise-verdict-${tone}`}>
      <Icon aria-hidden="true" className="exercise-verdict-icon" />
      <div className="exercise-verdict-body">
        <p className="exercise-verdict-title">
          {VERDICT_LABELS[result.verdict]}
          <span className="exercise-verdict-attempt"> · próba {result.attemptNo}</span>
        </p>
        {result.feedback && <p>{result.feedback}</p>}
        {result.understoodAs && (
          <p className="exercise-verdict-reading">
            Rozumiem to jako: <code>{result.understoodAs}</code>
          </p>
        )}
      </div>
    </div>
  )
}
