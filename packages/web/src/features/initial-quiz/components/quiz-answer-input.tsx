import {
  CHRONOTYPE_ANSWERS,
  GOALS,
  SCHOOL_TYPES,
  SUBJECTS,
  type QuizAnswers,
  type QuizField,
} from '@app/contract/user'
import {
  CHRONOTYPE_ANSWER_LABELS,
  GOAL_LABELS,
  SCHOOL_TYPE_LABELS,
  gradeLabel,
  gradeRange,
} from '@app/domain/user/initial-quiz'
import './initial-quiz.css'

/** What a question's input holds while it is answered (text for the number field). */
export type Draft = string | number | string[] | undefined

/** A stored answer as its input holds it. */
export const toDraft = (field: QuizField, value: unknown): Draft =>
  field === 'weeklyStudyHours' && typeof value === 'number' ? String(value) : (value as Draft)

/** The answer an input holds, as the API takes it (the hours as a number, the text trimmed). */
export function toValue(field: QuizField, draft: Draft): unknown {
  if (field === 'weeklyStudyHours')
    return draft === '' || draft === undefined ? undefined : Number(draft)
  if (field === 'biggestChallenge') return typeof draft === 'string' ? draft.trim() : ''
  return draft
}

interface Option {
  value: string
  label: string
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }))

function Choices({
  name,
  items,
  multiple,
  value,
  onChange,
}: {
  name: string
  items: Option[]
  multiple: boolean
  value: Draft
  onChange: (value: Draft) => void
}) {
  const chosen = Array.isArray(value) ? value : value === undefined ? [] : [String(value)]
  return (
    <ul className="quiz-choices">
      {items.map((item) => (
        <li key={item.value}>
          <label>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={item.value}
              checked={chosen.includes(item.value)}
              onChange={(event) => {
                if (!multiple) return onChange(item.value)
                onChange(
                  event.target.checked
                    ? [...chosen, item.value]
                    : chosen.filter((entry) => entry !== item.value),
                )
              }}
            />{' '}
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  )
}

/** The input of one question of the initial quiz, inside the question's fieldset. */
export function QuizAnswerInput({
  field,
  answers,
  value,
  onChange,
  describedBy,
}: {
  field: QuizField
  answers: QuizAnswers
  value: Draft
  onChange: (value: Draft) => void
  describedBy: string | undefined
}) {
  switch (field) {
    case 'schoolType':
      return (
        <Choices
          name={field}
          items={options(SCHOOL_TYPES, SCHOOL_TYPE_LABELS)}
          multiple={false}
          value={value}
          onChange={onChange}
        />
      )
    case 'grade': {
      const schoolType = answers.schoolType ?? 'PODSTAWOWA'
      const { min, max } = gradeRange(schoolType)
      const items = Array.from({ length: max - min + 1 }, (_, i) => ({
        value: String(min + i),
        label: gradeLabel(schoolType, min + i),
      }))
      return (
        <Choices
          name={field}
          items={items}
          multiple={false}
          value={value === undefined ? undefined : String(value)}
          onChange={(next) => onChange(Number(next))}
        />
      )
    }
    case 'subjects':
      return (
        <Choices
          name={field}
          items={SUBJECTS.map(({ id, label }) => ({ value: id, label }))}
          multiple
          value={value}
          onChange={onChange}
        />
      )
    case 'goals':
      return (
        <Choices
          name={field}
          items={options(GOALS, GOAL_LABELS)}
          multiple
          value={value}
          onChange={onChange}
        />
      )
    case 'chronotype':
      return (
        <Choices
          name={field}
          items={options(CHRONOTYPE_ANSWERS, CHRONOTYPE_ANSWER_LABELS)}
          multiple={false}
          value={value}
          onChange={onChange}
        />
      )
    case 'weeklyStudyHours':
      return (
        <label className="quiz-number">
          Godziny w tygodniu{' '}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={value === undefined ? '' : String(value)}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
      )
    case 'biggestChallenge':
      return (
        <label className="quiz-text">
          Twoja odpowiedź
          <textarea
            rows={4}
            maxLength={500}
            value={typeof value === 'string' ? value : ''}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
      )
  }
}
