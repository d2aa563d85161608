import type { Attempt } from '@app/contract/exercises'
import type { Verdict } from '@app/contract/exercises/constants'
import { VERDICT_LABELS } from '@app/contract/exercises/text'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import './exercise.css'

const VERDICT_TONES: Record<Verdict, BadgeTone> = {
  CORRECT: 'success',
  PARTIAL: 'warning',
  INCORRECT: 'danger',
}

/** The attempts at this exercise, newest first: when, what was answered, the verdict. */
export function PastAttempts({ attempts }: { attempts: readonly Attempt[] }) {
  if (attempts.length === 0) return null
  const newestFirst = [...attempts].sort((a, b) => b.attemptNo - a.attemptNo)
  return (
    <section className="exercise-attempts" aria-labelledby="exercise-attempts-heading">
      <h2 id="exercise-attempts-heading">Twoje próby</h2>
      <ol className="exercise-attempt-list" reversed>
        {newestFirst.map((attempt) => (
          <li key={attempt.attemptNo} className="exercise-attempt">
            <span className="exercise-attempt-head">
              <span className="exercise-attempt-no">Próba {attempt.attemptNo}</span>
              <time dateTime={attempt.at}>{formatWarsawDateTime(Date.parse(attempt.at))}</time>
              <Badge tone={VERDICT_TONES[attempt.verdict]}>{VERDICT_LABELS[attempt.verdict]}</Badge>
            </span>
            <span className="exercise-attempt-answer">{attempt.answerText}</span>
            {attempt.feedback && (
              <span className="exercise-attempt-feedback">{attempt.feedback}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
