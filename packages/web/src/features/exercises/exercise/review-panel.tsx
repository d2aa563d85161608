import { ReviewRequestSchema, type Exercise } from '@app/contract/exercises'
import { EXERCISE_LIMITS, type ReviewDecision } from '@app/contract/exercises/constants'
import { toApiError } from '@app/domain/shared/api-errors'
import { Check, CircleX, MessageSquareWarning, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useReviewExercise } from '../../../api/exercises/mutations'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextArea } from '../../../components/ui/text-area'
import { toast } from '../../../lib/toast'
import '../../../components/ui/ui.css'
import './exercise.css'

const DONE: Record<ReviewDecision, string> = {
  APPROVE: 'Zatwierdzono zadanie: jest teraz w bazie zadań.',
  REQUEST_CHANGES: 'Odesłano zadanie do poprawy.',
  REJECT: 'Odrzucono zadanie.',
}

/**
 * A reviewer's decision on a pending exercise (its key and solution are on the page for them):
 * 'Zatwierdź', 'Poproś o poprawki' or 'Odrzuć', the last two with a comment of 10–2000
 * characters for the author. A refusal keeps the comment.
 */
export function ReviewPanel({ userId, exercise }: { userId: string; exercise: Exercise }) {
  const review = useReviewExercise(userId)
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState<ReviewDecision | null>(null)

  const decide = (decision: ReviewDecision) => {
    setFailure(null)
    const parsed = ReviewRequestSchema.safeParse({ decision, comment })
    if (!parsed.success) return setCommentError(parsed.error.issues[0]?.message ?? null)
    setCommentError(null)
    setPending(decision)
    review.mutate(
      { params: { id: exercise.id }, body: parsed.data },
      {
        onSuccess: () => {
          setComment('')
          toast.success(DONE[decision])
        },
        onError: (error) => setFailure(toApiError(error).message),
        onSettled: () => setPending(null),
      },
    )
  }

  const busy = (decision: ReviewDecision) => pending === decision
  return (
    <section className="exercise-review" aria-labelledby="exercise-review-heading">
      <h2 id="exercise-review-heading">
        <ShieldCheck aria-hidden="true" />
        Recenzja
      </h2>
      <p className="exercise-note">
        Sprawdź treść, odpowiedź i rozwiązanie. Zatwierdzone zadanie trafi do wspólnej bazy.
      </p>
      <FormAlert>{failure}</FormAlert>
      <TextArea
        label="Komentarz dla autora"
        hint={`Wymagany, gdy prosisz o poprawki albo odrzucasz (od ${EXERCISE_LIMITS.reviewCommentMin} do ${EXERCISE_LIMITS.reviewCommentMax} znaków).`}
        rows={4}
        maxLength={EXERCISE_LIMITS.reviewCommentMax + 100}
        value={comment}
        error={commentError ?? undefined}
        onChange={(event) => {
          setComment(event.target.value)
          setCommentError(null)
        }}
      />
      <div className="exercise-review-actions">
        <Button
          onClick={() => decide('APPROVE')}
          busy={busy('APPROVE')}
          busyLabel="Zatwierdzanie…"
          disabled={review.isPending}
        >
          <Check aria-hidden="true" />
          Zatwierdź
        </Button>
        <Button
          variant="secondary"
          onClick={() => decide('REQUEST_CHANGES')}
          busy={busy('REQUEST_CHANGES')}
          busyLabel="Wysyłanie…"
          disabled={review.isPending}
        >
          <MessageSquareWarning aria-hidden="true" />
          Poproś o poprawki
        </Button>
        <Button
          variant="secondary"
          className="button-danger"
          onClick={() => decide('REJECT')}
          busy={busy('REJECT')}
          busyLabel="Odrzucanie…"
          disabled={review.isPending}
        >
          <CircleX aria-hidden="true" />
          Odrzuć
        </Button>
      </div>
    </section>
  )
}
