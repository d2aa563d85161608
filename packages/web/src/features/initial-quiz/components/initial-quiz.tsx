import type { InitialQuizResults, QuizAnswers, QuizField, QuizProgress } from '@app/contract/user'
import { toApiError } from '@app/domain/api-errors'
import {
  QUIZ_QUESTIONS,
  checkAnswer,
  checkQuiz,
  firstUnanswered,
  questionCounter,
  quizFields,
} from '@app/domain/initial-quiz'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useFinishQuiz, useSaveQuizAnswer } from '../../../api/user/mutations'
import { quizStateQuery } from '../../../api/user/queries'
import { QuizAnswerInput, toDraft, toValue, type Draft } from './quiz-answer-input'
import './initial-quiz.css'

interface QuizUser {
  id: string
  isParent: boolean
}

/**
 * The initial quiz on /produkt (issue 'Platform frame'): one question per screen, each 'Dalej'
 * saved, so a reload or another device resumes at the first unanswered question. `field` is the
 * question of `?pytanie=`; a question after the first unanswered one is never shown.
 */
export function InitialQuiz({
  user,
  field,
  onGo,
  onFinished,
}: {
  user: QuizUser
  field: QuizField | undefined
  onGo: (field: QuizField) => void
  onFinished: () => void
}) {
  const { data: quiz } = useSuspenseQuery(quizStateQuery(user.id))
  // Finished on another device while this session still said otherwise.
  const finishedElsewhere = quiz.hasSolvedInitialQuiz
  useEffect(() => {
    if (finishedElsewhere) onFinished()
  }, [finishedElsewhere, onFinished])
  const fields = quizFields(user.isParent)
  const furthest = firstUnanswered(quiz.answers, user.isParent) ?? fields[fields.length - 1]!
  const wanted = field && fields.includes(field) ? field : furthest
  const current = fields.indexOf(wanted) <= fields.indexOf(furthest) ? wanted : furthest
  if (finishedElsewhere) return null
  return (
    <QuizStep
      key={current}
      user={user}
      field={current}
      answers={quiz.answers}
      onGo={onGo}
      onFinished={onFinished}
    />
  )
}

function QuizStep({
  user,
  field,
  answers,
  onGo,
  onFinished,
}: {
  user: QuizUser
  field: QuizField
  answers: QuizAnswers
  onGo: (field: QuizField) => void
  onFinished: () => void
}) {
  const id = useId()
  const fields = quizFields(user.isParent)
  const index = fields.indexOf(field)
  const isLast = index === fields.length - 1
  const question = QUIZ_QUESTIONS[field]
  const [draft, setDraft] = useState<Draft>(() => toDraft(field, answers[field]))
  const [problem, setProblem] = useState<string | null>(null)
  const save = useSaveQuizAnswer(user.id)
  const finish = useFinishQuiz(user.id)
  const busy = save.isPending || finish.isPending

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setProblem(null)
    const value = toValue(field, draft)
    const optionalLeftOut = field === 'biggestChallenge' && value === ''
    if (!optionalLeftOut) {
      const check = checkAnswer(field, value, answers, user.isParent)
      if (!check.ok) return setProblem(check.message)
    }
    try {
      let latest = answers
      if (!optionalLeftOut) {
        const body = { userId: user.id, field, value } as QuizProgress
        latest = (await save.mutateAsync({ body })).body.answers
      }
      if (!isLast) return onGo(fields[index + 1]!)
      // An earlier answer that no longer fits (e.g. changed on another device) is asked again.
      const whole = checkQuiz(latest, user.isParent)
      if (!whole.ok) return onGo(whole.field)
      await finish.mutateAsync({ body: latest as InitialQuizResults })
      onFinished()
    } catch (error) {
      setProblem(toApiError(error).message)
    }
  }

  const hintId = question.hint ? `${id}-hint` : undefined
  return (
    <section className="quiz" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Quiz startowy</h1>
      <p className="quiz-counter">{questionCounter(field, user.isParent)}</p>
      <progress
        className="quiz-progress"
        max={fields.length}
        value={index}
        aria-label="Postęp quizu"
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset aria-describedby={hintId}>
          <legend>{(user.isParent && question.parentLegend) || question.legend}</legend>
          {question.hint && (
            <p id={hintId} className="field-hint">
              {question.hint}
            </p>
          )}
          <QuizAnswerInput
            field={field}
            answers={answers}
            value={draft}
            onChange={setDraft}
            describedBy={hintId}
          />
        </fieldset>
        <FormAlert>{problem}</FormAlert>
        <div className="quiz-actions">
          {index > 0 && (
            <Button variant="secondary" disabled={busy} onClick={() => onGo(fields[index - 1]!)}>
              Wstecz
            </Button>
          )}
          <Button type="submit" busy={busy} busyLabel="Zapisywanie…">
            {isLast ? 'Zakończ' : 'Dalej'}
          </Button>
        </div>
      </form>
    </section>
  )
}
