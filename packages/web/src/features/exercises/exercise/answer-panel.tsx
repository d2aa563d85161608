import type { AttemptResult, Exercise } from '@app/contract/exercises'
import { VERDICTS, type Verdict } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT, SELF_GRADE_LABELS } from '@app/contract/exercises/text'
import { toApiError } from '@app/domain/shared/api-errors'
import { BookOpenCheck, Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useAttemptExercise, useRevealSolution } from '../../../api/exercises/mutations'
import { RichText } from '../../../components/rich-text/rich-text'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { AnswerFields } from './answer-fields'
import { EMPTY_DRAFT, toAnswerInput, type AnswerDraft } from './answer-model'
import { VerdictPanel } from './verdict-panel'
import './exercise.css'
import './exercise-answer.css'

export interface AnswerPanelProps {
  userId: string
  exercise: Exercise
  /** A checked answer was wrong (the page may open the next hint, decision 0188). */
  onWrongAttempt: () => void
}

/** The server refused the answer itself (unreadable, too long): shown at the field, no attempt. */
const isFieldRefusal = (status: number) => status === 400 || status === 422

/**
 * The answer form: the input of the exercise's type and 'Sprawdź' (POST …/attempts, one
 * Idempotency-Key per intended answer, so a double press counts once), then the verdict. An open
 * exercise goes another way: the text, 'Pokaż wzorcowe rozwiązanie', then the self-grade, which
 * sends the attempt.
 */
export function AnswerPanel({ userId, exercise, onWrongAttempt }: AnswerPanelProps) {
  const attempt = useAttemptExercise(userId, exercise.id)
  const [draft, setDraft] = useState<AnswerDraft>(EMPTY_DRAFT)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<AttemptResult | null>(null)

  const change = (next: AnswerDraft) => {
    setDraft(next)
    setFieldError(null)
  }

  const send = (selfGrade?: Verdict) => {
    setFailure(null)
    const input = toAnswerInput(exercise.answerType, draft, selfGrade)
    if ('error' in input) return setFieldError(input.error)
    setFieldError(null)
    attempt.mutate(input.answer, {
      onSuccess: ({ body }) => {
        setResult(body)
        if (body.verdict === 'INCORRECT') onWrongAttempt()
      },
      onError: (error) => {
        const { message, httpsStatus } = toApiError(error)
        if (isFieldRefusal(httpsStatus)) setFieldError(message)
        else setFailure(message)
      },
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (exercise.answerType !== 'OPEN' && !attempt.isPending) send()
  }

  return (
    <section className="exercise-answer" aria-labelledby="exercise-answer-heading">
      <h2 id="exercise-answer-heading">Twoja odpowiedź</h2>
      <form className="form exercise-answer-form" noValidate onSubmit={submit}>
        <FormAlert>{failure}</FormAlert>
        <AnswerFields
          exercise={exercise}
          draft={draft}
          onChange={change}
          error={fieldError}
          disabled={attempt.isPending}
        />
        {exercise.answerType === 'OPEN' ? (
          <OpenAnswerSteps
            userId={userId}
            exercise={exercise}
            text={draft.text}
            onMissingText={() => setFieldError(EXERCISES_TEXT.answerEmpty)}
            grading={attempt.isPending}
            onGrade={send}
          />
        ) : (
          <Button type="submit" busy={attempt.isPending} busyLabel="Sprawdzanie…">
            <Check aria-hidden="true" />
            Sprawdź
          </Button>
        )}
      </form>
      {/* Present before the verdict comes, so that it is read out when it does. */}
      <div role="status" aria-live="polite" className="exercise-verdict-region">
        {result && <VerdictPanel result={result} />}
      </div>
    </section>
  )
}

/**
 * An open exercise after its text: the model solution on demand (POST …/solution), then 'Mam
 * dobrze' / 'Częściowo' / 'Źle', each of which sends the text with the grade.
 */
function OpenAnswerSteps({
  userId,
  exercise,
  text,
  onMissingText,
  grading,
  onGrade,
}: {
  userId: string
  exercise: Exercise
  text: string
  onMissingText: () => void
  grading: boolean
  onGrade: (grade: Verdict) => void
}) {
  const reveal = useRevealSolution(userId, exercise.id)
  const [failure, setFailure] = useState<string | null>(null)
  const solution = exercise.solution

  const showSolution = () => {
    if (!text.trim()) return onMissingText()
    setFailure(null)
    reveal.mutate(
      { params: { id: exercise.id } },
      { onError: (error) => setFailure(toApiError(error).message) },
    )
  }

  if (solution === null)
    return (
      <>
        <FormAlert>{failure}</FormAlert>
        <Button onClick={showSolution} busy={reveal.isPending} busyLabel="Wczytywanie rozwiązania…">
          <BookOpenCheck aria-hidden="true" />
          Pokaż wzorcowe rozwiązanie
        </Button>
      </>
    )
  return (
    <>
      <section className="exercise-model" aria-labelledby="exercise-model-heading">
        <h3 id="exercise-model-heading">Wzorcowe rozwiązanie</h3>
        <RichText source={solution} />
      </section>
      <div className="exercise-self-grade" role="group" aria-labelledby="exercise-self-grade">
        <p id="exercise-self-grade" className="exercise-self-grade-label">
          Porównaj swoją odpowiedź z wzorcową. Jak Ci poszło?
        </p>
        <div className="exercise-self-grade-buttons">
          {VERDICTS.map((grade) => (
            <Button
              key={grade}
              variant={grade === 'CORRECT' ? 'primary' : 'secondary'}
              className={`exercise-grade-${grade.toLowerCase()}`}
              disabled={grading}
              onClick={() => onGrade(grade)}
            >
              {SELF_GRADE_LABELS[grade]}
            </Button>
          ))}
        </div>
      </div>
    </>
  )
}
