import type { AnswerKey, Exercise } from '@app/contract/exercises'
import { toApiError } from '@app/domain/shared/api-errors'
import { BookOpenCheck } from 'lucide-react'
import { useState } from 'react'
import { useRevealSolution } from '../../../api/exercises/mutations'
import { RichText } from '../../../components/rich-text/rich-text'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { describeKey } from './answer-model'
import './exercise.css'
import './exercise-answer.css'

/**
 * The worked solution and the answer: shown once the exercise is solved or its solution revealed.
 * Before that, 'Pokaż rozwiązanie' asks first (the reveal is recorded with the exercise's next
 * correct answer). An open exercise shows its model solution in its answer panel instead.
 */
export function SolutionSection({ userId, exercise }: { userId: string; exercise: Exercise }) {
  const reveal = useRevealSolution(userId, exercise.id)
  const [confirming, setConfirming] = useState(false)
  if (exercise.answerType === 'OPEN') return null

  if (exercise.solution === null)
    return (
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="secondary" className="exercise-reveal">
            <BookOpenCheck aria-hidden="true" />
            Pokaż rozwiązanie
          </Button>
        }
        title="Pokazać rozwiązanie?"
        description="Zobaczysz rozwiązanie krok po kroku i odpowiedź. Zadanie możesz potem rozwiązać, ale zapiszemy, że rozwiązanie było odkryte."
        confirmLabel="Pokaż rozwiązanie"
        busyLabel="Wczytywanie rozwiązania…"
        busy={reveal.isPending}
        failure={reveal.error ? toApiError(reveal.error).message : null}
        onConfirm={() =>
          reveal.mutate({ params: { id: exercise.id } }, { onSuccess: () => setConfirming(false) })
        }
      />
    )

  return (
    <section className="exercise-solution" aria-labelledby="exercise-solution-heading">
      <h2 id="exercise-solution-heading">Rozwiązanie</h2>
      {exercise.key && <KeyView answerKey={exercise.key} />}
      <RichText source={exercise.solution} />
    </section>
  )
}

/** 'Odpowiedź: …': a result or an expression as text, the correct options as they are written. */
export function KeyView({ answerKey }: { answerKey: AnswerKey }) {
  if (answerKey.type === 'SINGLE_CHOICE' || answerKey.type === 'MULTIPLE_CHOICE') {
    const correct = answerKey.type === 'SINGLE_CHOICE' ? [answerKey.correct] : answerKey.correct
    return (
      <div className="exercise-key">
        <strong>{correct.length > 1 ? 'Poprawne odpowiedzi:' : 'Poprawna odpowiedź:'}</strong>
        <ul>
          {answerKey.options
            .filter((option) => correct.includes(option.id))
            .map((option) => (
              <li key={option.id}>
                <RichText source={option.text} />
              </li>
            ))}
        </ul>
      </div>
    )
  }
  const text = describeKey(answerKey)
  return text === null ? null : (
    <p className="exercise-key">
      <strong>Odpowiedź:</strong> <span className="exercise-key-value">{text}</span>
    </p>
  )
}
