import type { Flashcard } from '@app/contract/flashcards'
import { GRADES } from '@app/contract/flashcards/constants'
import { GRADE_LABELS } from '@app/domain/flashcards/fsrs'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { Check } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import { cardsCount } from '../study-text'
import { gradeTally, nextDueAtMs, type StudyState } from '../study-model'
import '../study.css'

/** Nothing to show now, but a learning card comes back later today. */
export function StudyWaiting({ queue, now }: { queue: readonly Flashcard[]; now: Date }) {
  const soonest = Math.min(...queue.map((card) => Date.parse(card.schedule.due)))
  return (
    <section className="study-done" aria-labelledby="study-waiting-heading">
      <h2 id="study-waiting-heading">Chwila przerwy</h2>
      <p>
        {cardsCount(queue.length)} wróci jeszcze dziś. Następna powtórka:{' '}
        {nextDueLabel(soonest, now)}.
      </p>
      <p>Możesz zostać na tej stronie: fiszka pojawi się sama.</p>
    </section>
  )
}

/** 'Na dziś wszystko!': what was done, when the next review is, and what else is due. */
export function StudyFinished({
  study,
  now,
  afterwards,
}: {
  study: StudyState
  now: Date
  afterwards?: ReactNode
}) {
  const tally = gradeTally(study.history)
  const next = nextDueAtMs(study)
  const celebrate = study.history.length > 0
  return (
    <section className="study-done study-finished" aria-labelledby="study-done-heading">
      {celebrate && <Celebration />}
      <h2 id="study-done-heading">Na dziś wszystko!</h2>
      {study.history.length > 0 ? (
        <>
          <p>Oceniono: {cardsCount(study.history.length)}.</p>
          <ul className="study-tally">
            {GRADES.map((grade) => (
              <li key={grade} className={`study-tally-${grade}`}>
                {GRADE_LABELS[grade]}: {tally[grade]}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nie ma teraz fiszek do powtórki ani nowych do nauki.</p>
      )}
      <p>
        {next === null
          ? 'Brak zaplanowanych powtórek.'
          : `Następna powtórka: ${nextDueLabel(next, now)}`}
      </p>
      {afterwards}
    </section>
  )
}

const SPARKS = 8

/**
 * A check that pops in with a burst of sparks, once, in about a second. Decorative: beside the
 * heading, never over a control, and not drawn at all under prefers-reduced-motion (study.css).
 */
function Celebration() {
  return (
    <div className="study-celebration" aria-hidden="true">
      {Array.from({ length: SPARKS }, (_, index) => (
        <span
          key={index}
          className="study-spark"
          style={{ '--spark-turn': `${index / SPARKS}turn` } as CSSProperties}
        />
      ))}
      <span className="study-celebration-badge">
        <Check strokeWidth={3} />
      </span>
    </div>
  )
}
