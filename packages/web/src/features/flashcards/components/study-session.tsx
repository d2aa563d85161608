import { GRADES, type Grade } from '@app/contract/flashcards/constants'
import { LIMITS } from '@app/contract/limits'
import { GRADE_LABELS, previewGrades } from '@app/domain/flashcards/fsrs'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { MessagesSquare, Undo2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useUndoReview } from '../../../api/flashcards/mutations'
import type { LoadedSession } from '../../../api/flashcards/queries'
import { useReviewOutbox } from '../../../api/flashcards/use-review-outbox'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { RichText } from '../../../components/rich-text/rich-text'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { toast } from '../../../lib/toast'
import {
  PROGRESS_LABEL,
  outboxNotice,
  progressText,
  refusalNotice,
  remainingKinds,
  remainingLabel,
} from '../study-text'
import {
  applyGrade,
  currentCard,
  remainingCounts,
  sessionProgress,
  startSession,
  undoLast,
} from '../study-model'
import { CardImage } from './card-image'
import { StudyFinished, StudyWaiting } from './study-finished'
import { useStudyKeys } from './use-study-keys'
import '../flashcards.css'
import '../study.css'

export interface StudySessionProps {
  userId: string
  session: LoadedSession
  /** Decks to offer when this one is done (other due decks), rendered by the page. */
  afterwards?: ReactNode
}

/**
 * The study screen: the front, 'Pokaż odpowiedź' (Space), the back and four grades (1–4) with
 * their next intervals, 'Cofnij' (Ctrl+Z). Grades are scheduled here with the server's FSRS
 * wrapper and the server's clock, and sent by the review outbox, so a lost connection loses nothing.
 */
export function StudySession({ userId, session, afterwards }: StudySessionProps) {
  const { outbox, state: outboxState } = useReviewOutbox(userId)
  const undoReview = useUndoReview(userId)
  // The server's clock, as the device sees it: offline grades are timed on it.
  const offsetMs = Date.parse(session.now) - session.receivedAtMs
  const serverNow = () => new Date(Date.now() + offsetMs)

  const [study, setStudy] = useState(() => startSession(session, outbox.snapshot().pending))
  const [now, setNow] = useState(() => serverNow())
  const [revealed, setRevealed] = useState(false)
  const [undoing, setUndoing] = useState(false)
  const shownAt = useRef(0)
  const showButton = useRef<HTMLButtonElement>(null)
  const goodButton = useRef<HTMLButtonElement>(null)

  const card = currentCard(study, now)
  const retention = card ? (study.retention.get(card.deckId) ?? 90) : 90
  const previews = card && revealed ? previewGrades(card.schedule, now, retention) : []

  // A learning card due later today: look again when it is due.
  useEffect(() => {
    if (card || study.queue.length === 0) return
    const soonest = Math.min(...study.queue.map((c) => Date.parse(c.schedule.due)))
    const timer = setTimeout(() => setNow(serverNow()), Math.max(1_000, soonest - now.getTime()))
    return () => clearTimeout(timer)
  })

  useEffect(() => {
    shownAt.current = Date.now()
    if (card) showButton.current?.focus({ preventScroll: true })
  }, [card?.id, study.history.length]) // eslint-disable-line react-hooks/exhaustive-deps

  const reveal = () => {
    if (!card || revealed) return
    setRevealed(true)
    // Space or Enter on the focused 'Dobrze' goes on, as in Anki.
    requestAnimationFrame(() => goodButton.current?.focus({ preventScroll: true }))
  }

  const grade = (value: Grade) => {
    if (!card || !revealed || undoing) return
    const at = serverNow()
    const key = newIdempotencyKey()
    const elapsedMs = at.getTime() - offsetMs - shownAt.current
    const durationMs = Math.min(LIMITS.reviewDurationMaxMs, Math.max(0, Math.round(elapsedMs)))
    setStudy((current) => applyGrade(current, card.id, value, at, key))
    setRevealed(false)
    setNow(at)
    void outbox.enqueue({
      key,
      cardId: card.id,
      deckId: card.deckId,
      grade: value,
      reviewedAt: at.toISOString(),
      durationMs,
    })
  }

  const undo = async () => {
    const result = undoLast(study)
    if (!result || undoing) return
    setUndoing(true)
    try {
      if (!(await outbox.withdraw(result.entry.key))) {
        const sent = await outbox.whenSent(result.entry.key)
        if (sent) await undoReview.mutateAsync({ params: { id: sent.reviewId } })
      }
      setStudy(result.state)
      setRevealed(false)
      setNow(serverNow())
    } catch {
      toast.error('Nie udało się cofnąć oceny. Spróbuj ponownie.')
    } finally {
      setUndoing(false)
    }
  }

  useStudyKeys({ revealed, onReveal: reveal, onGrade: grade, onUndo: () => void undo() })

  const counts = remainingCounts(study)
  const progress = sessionProgress(study)
  const notice = outboxNotice(outboxState)
  return (
    <div className="study">
      {progress.total > 0 && (
        <div className="study-progress">
          <ProgressBar
            value={progress.done}
            max={progress.total}
            label={PROGRESS_LABEL}
            valueText={progressText(progress)}
            tone="accent"
          />
          <span className="study-progress-count" aria-hidden="true">
            {progress.done}/{progress.total}
          </span>
        </div>
      )}
      <div className="study-status">
        <div>
          <p aria-live="polite">{remainingLabel(counts)}</p>
          <p className="study-kinds">{remainingKinds(counts)}</p>
        </div>
        {study.history.length > 0 && (
          <Button
            variant="secondary"
            onClick={() => void undo()}
            busy={undoing}
            busyLabel="Cofanie…"
            aria-keyshortcuts="Control+Z"
          >
            <Undo2 aria-hidden="true" size="1.125em" />
            Cofnij
          </Button>
        )}
      </div>
      {notice && (
        <p className="study-offline" role="status">
          {notice}
        </p>
      )}
      {outboxState.refused.length > 0 && (
        <FormAlert>
          {refusalNotice(outboxState.refused)}{' '}
          <button type="button" className="link-button" onClick={() => outbox.dismissRefusals()}>
            Rozumiem
          </button>
        </FormAlert>
      )}
      {card ? (
        <article className="study-card" aria-label="Fiszka">
          <div className="study-face">
            <section aria-label="Przód" className="study-front">
              <RichText source={card.front} className="study-side" />
              {card.image && <CardImage image={card.image} />}
            </section>
            {revealed && (
              <section aria-label="Tył" className="study-back">
                <RichText source={card.back} className="study-side" />
              </section>
            )}
          </div>
          {revealed ? (
            <>
              <div className="study-grades" role="group" aria-label="Jak dobrze pamiętasz?">
                {GRADES.map((value) => (
                  <button
                    key={value}
                    ref={value === 3 ? goodButton : undefined}
                    type="button"
                    className={`button study-grade study-grade-${value}`}
                    onClick={() => grade(value)}
                    aria-keyshortcuts={String(value)}
                  >
                    <span className="study-grade-name">{GRADE_LABELS[value]}</span>
                    <span className="study-grade-interval">
                      {previews.find((preview) => preview.grade === value)?.label}
                    </span>
                    <kbd className="study-key" aria-hidden="true">
                      {value}
                    </kbd>
                  </button>
                ))}
              </div>
              {/* The chat, opened on this card: the review waits in its outbox meanwhile. */}
              <Link to={ROUTES.chat} search={{ fiszka: card.id }} className="study-ask">
                <MessagesSquare aria-hidden="true" size="1.125em" />
                Zapytaj czat
              </Link>
            </>
          ) : (
            <Button
              ref={showButton}
              onClick={reveal}
              aria-keyshortcuts="Space"
              className="study-show"
            >
              Pokaż odpowiedź
              <kbd className="study-key" aria-hidden="true">
                Spacja
              </kbd>
            </Button>
          )}
        </article>
      ) : study.queue.length > 0 ? (
        <StudyWaiting queue={study.queue} now={now} />
      ) : (
        <StudyFinished study={study} now={now} afterwards={afterwards} />
      )}
    </div>
  )
}
