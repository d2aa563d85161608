import type {
  ChronotypeAnswer,
  InitialQuizResults,
  QuizAnswers,
  QuizField,
  QuizProgress,
} from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { CHRONOTYPE_TEST_LINK } from '@app/domain/chronotype/chronotype'
import {
  QUIZ_QUESTIONS,
  checkAnswer,
  checkQuiz,
  firstUnanswered,
  pendingAnswersMessage,
  questionCounter,
  quizFields,
} from '@app/domain/user/initial-quiz'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { useFinishQuiz } from '../../../api/user/mutations'
import { quizStateQuery } from '../../../api/user/queries'
import type { QuizOutbox } from '../../../api/user/quiz-outbox'
import { useQuizOutbox } from '../../../api/user/use-quiz-outbox'
import { useRunOnce } from '../../../lib/use-run-once'
import { QuizAnswerInput, toDraft, toValue, type Draft } from './quiz-answer-input'
import './initial-quiz.css'

interface QuizUser {
  id: string
  isParent: boolean
}

interface InitialQuizProps {
  user: QuizUser
  /** The question of `?pytanie=`. */
  field: QuizField | undefined
  /** The chronotype test's result, brought back by 'Zapisz wynik i wróć do quizu'. */
  chronotypeFromTest: ChronotypeAnswer | undefined
  onGo: (field: QuizField) => void
  onFinished: () => void
}

/**
 * The initial quiz on /produkt (issue 'Platform frame'): one question per screen, each 'Dalej'
 * saved through the local outbox, so a reload or another device resumes at the first unanswered
 * question. A question after the first unanswered one is never shown.
 */
export function InitialQuiz({ user, field, onGo, onFinished, ...rest }: InitialQuizProps) {
  const { data: quiz } = useSuspenseQuery(quizStateQuery(user.id))
  const { outbox, state } = useQuizOutbox(user.id)
  // What waits in the outbox counts as answered: the server will have it.
  const answers = useMemo(
    () => ({
      ...quiz.answers,
      ...Object.fromEntries(state.pending.map((e) => [e.field, e.value])),
    }),
    [quiz.answers, state.pending],
  )
  // Finished on another device while this session still said otherwise.
  const finishedElsewhere = quiz.hasSolvedInitialQuiz
  useEffect(() => {
    if (finishedElsewhere) onFinished()
  }, [finishedElsewhere, onFinished])
  const fields = quizFields(user.isParent)
  const furthest = firstUnanswered(answers, user.isParent) ?? fields[fields.length - 1]!
  const wanted = field && fields.includes(field) ? field : furthest
  const current = fields.indexOf(wanted) <= fields.indexOf(furthest) ? wanted : furthest
  if (finishedElsewhere) return null
  return (
    <section className="quiz" aria-labelledby="quiz-title">
      <h1 id="quiz-title">Quiz startowy</h1>
      <QuizStep
        key={current}
        user={user}
        field={current}
        answers={answers}
        outbox={outbox}
        chronotypeFromTest={current === 'chronotype' ? rest.chronotypeFromTest : undefined}
        onGo={onGo}
        onFinished={onFinished}
      />
      <p role="status" className="quiz-pending">
        {state.pending.length > 0 && state.retryInMs !== null
          ? pendingAnswersMessage(state.pending.length, state.retryInMs)
          : ''}
      </p>
    </section>
  )
}

function QuizStep({
  user,
  field,
  answers,
  outbox,
  chronotypeFromTest,
  onGo,
  onFinished,
}: Omit<InitialQuizProps, 'field'> & {
  field: QuizField
  answers: QuizAnswers
  outbox: QuizOutbox
}) {
  const id = useId()
  const fields = quizFields(user.isParent)
  const index = fields.indexOf(field)
  const isLast = index === fields.length - 1
  const question = QUIZ_QUESTIONS[field]
  const [draft, setDraft] = useState<Draft>(() =>
    toDraft(field, chronotypeFromTest ?? answers[field]),
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const finish = useFinishQuiz(user.id)
  const busy = sending || finish.isPending

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    setProblem(null)
    const value = toValue(field, draft)
    const optionalLeftOut = field === 'biggestChallenge' && value === ''
    if (!optionalLeftOut) {
      const check = checkAnswer(field, value, answers, user.isParent)
      if (!check.ok) return setProblem(check.message)
    }
    setSending(true)
    try {
      if (!optionalLeftOut) await outbox.submit({ userId: user.id, field, value } as QuizProgress)
      if (!isLast) return onGo(fields[index + 1]!)
      // 'Zakończ' waits until the server has every answer.
      const latest = { ...answers, ...(await outbox.drained()) }
      // An earlier answer that no longer fits (e.g. changed on another device) is asked again.
      const whole = checkQuiz(latest, user.isParent)
      if (!whole.ok) return onGo(whole.field)
      await finish.mutateAsync({ body: latest as InitialQuizResults })
      onFinished()
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setSending(false)
    }
  }
  // Back from the chronotype test: its result is this question's answer.
  useRunOnce(() => void submit(), chronotypeFromTest !== undefined)

  const hintId = question.hint ? `${id}-hint` : undefined
  return (
    <>
      <p className="quiz-counter">{questionCounter(field, user.isParent)}</p>
      <ProgressBar
        className="quiz-progress"
        max={fields.length}
        value={index}
        label="Postęp quizu"
        size="sm"
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
          {field === 'chronotype' && (
            <p className="quiz-test-link">
              <Link to={ROUTES.chronotypeTest} search={CHRONOTYPE_TEST_LINK.search}>
                {CHRONOTYPE_TEST_LINK.label}
              </Link>
            </p>
          )}
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
    </>
  )
}
