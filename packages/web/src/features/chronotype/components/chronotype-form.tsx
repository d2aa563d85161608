import {
  CHRONOTYPE_QUESTIONS,
  encodeChronotypeAnswers,
  scoreChronotype,
} from '@app/domain/chronotype/chronotype'
import { formatCount, pluralPl } from '@app/domain/shared/format'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ProgressBar } from '../../../components/ui/progress-bar'
import '../chronotype.css'

const QUESTION_FORMS = { one: 'pytanie', few: 'pytania', many: 'pytań' }
// After 'z' ('na 2 z 5 pytań'): the genitive.
const OF_QUESTIONS_FORMS = { one: 'pytania', few: 'pytań', many: 'pytań' }

const optionId = (questionId: string, index: number) => `chronotyp-${questionId}-${index}`
const errorId = (questionId: string) => `chronotyp-${questionId}-blad`

interface ChronotypeFormProps {
  /** Called with the share code of complete answers. */
  onComplete: (code: string) => void
  /** Move focus to the form's heading when it appears (after "take the test again"). */
  focusOnMount: boolean
}

/**
 * The questionnaire: one fieldset of radios per question. Submitting with gaps keeps every answer
 * and lists the unanswered questions in a summary that takes focus.
 */
export function ChronotypeForm({ onComplete, focusOnMount }: ChronotypeFormProps) {
  const [answers, setAnswers] = useState<(number | null)[]>(() =>
    CHRONOTYPE_QUESTIONS.map(() => null),
  )
  const [showErrors, setShowErrors] = useState(false)
  const [failedSubmits, setFailedSubmits] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus()
  }, [failedSubmits])

  const score = scoreChronotype(answers)
  const unanswered = !score.ok && score.reason === 'incomplete' ? score.unanswered : []
  const missing = new Set(showErrors ? unanswered : [])
  const total = CHRONOTYPE_QUESTIONS.length
  const answered = answers.filter((answer) => answer !== null).length
  const progressText = `Odpowiedziano na ${answered} z ${total} ${pluralPl(total, OF_QUESTIONS_FORMS)}`

  const choose = (questionIndex: number, optionIndex: number) =>
    setAnswers((current) => current.map((a, i) => (i === questionIndex ? optionIndex : a)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (score.ok) {
      onComplete(encodeChronotypeAnswers(answers))
      return
    }
    setShowErrors(true)
    setFailedSubmits((n) => n + 1)
  }

  return (
    <form
      className="chronotype-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="chronotype-form-heading"
    >
      <h2 id="chronotype-form-heading" ref={headingRef} tabIndex={-1}>
        Pytania
      </h2>
      <p className="field-hint">Przy każdym pytaniu wybierz jedną odpowiedź.</p>

      {missing.size > 0 && (
        <div
          ref={summaryRef}
          className="form-alert form-alert-error chronotype-summary"
          role="alert"
          tabIndex={-1}
        >
          <p>
            Odpowiedz na wszystkie pytania, żeby zobaczyć wynik. Brakuje odpowiedzi na{' '}
            {formatCount(missing.size, QUESTION_FORMS)}:
          </p>
          <ul>
            {[...missing].map((index) => {
              const question = CHRONOTYPE_QUESTIONS[index]
              if (!question) return null
              const target = optionId(question.id, 0)
              return (
                <li key={question.id}>
                  <a
                    href={`#${target}`}
                    onClick={(event) => {
                      event.preventDefault()
                      document.getElementById(target)?.focus()
                    }}
                  >
                    Pytanie {index + 1}
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      )}

      {CHRONOTYPE_QUESTIONS.map((question, questionIndex) => {
        const invalid = missing.has(questionIndex)
        return (
          <fieldset
            key={question.id}
            className={
              invalid ? 'chronotype-question chronotype-question-invalid' : 'chronotype-question'
            }
            aria-describedby={invalid ? errorId(question.id) : undefined}
          >
            <legend>
              <span className="chronotype-question-number">Pytanie {questionIndex + 1}. </span>
              {question.text}
            </legend>
            {invalid && (
              <p id={errorId(question.id)} className="field-error">
                Wybierz jedną odpowiedź.
              </p>
            )}
            <div className="chronotype-options">
              {question.options.map((option, optionIndex) => (
                <div key={option.label} className="chronotype-option">
                  <input
                    type="radio"
                    id={optionId(question.id, optionIndex)}
                    name={`chronotyp-${question.id}`}
                    value={optionIndex}
                    checked={answers[questionIndex] === optionIndex}
                    onChange={() => choose(questionIndex, optionIndex)}
                  />
                  <label htmlFor={optionId(question.id, optionIndex)}>{option.label}</label>
                </div>
              ))}
            </div>
          </fieldset>
        )
      })}

      <div className="chronotype-submit">
        <p className="chronotype-progress-text">{progressText}</p>
        <ProgressBar
          value={answered}
          max={total}
          label="Postęp testu"
          valueText={`${answered} z ${total}`}
          size="sm"
        />
        <div className="cta-row">
          <button type="submit" className="button button-primary">
            Pokaż wynik
          </button>
        </div>
      </div>
    </form>
  )
}
