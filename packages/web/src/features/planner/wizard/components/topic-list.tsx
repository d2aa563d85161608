import { LIMITS } from '@app/contract/limits'
import { subjectLabel } from '@app/contract/user'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { emptyTopic, type DraftSubject, type DraftTopic } from '../wizard-draft'
import type { FieldErrors } from '../wizard-validation'
import '../wizard.css'

interface TopicListProps {
  subject: DraftSubject
  errors: FieldErrors
  /** 'subjects.0.topics': the list's own problem; its topics' are under it ('….1.hours'). */
  errorKey: string
  onChange: (topics: DraftTopic[]) => void
}

/** A subject's topics in the order they are learned, each with its hours (1–30 topics). */
export function TopicList({ subject, errors, errorKey, onChange }: TopicListProps) {
  const id = useId()
  const listRef = useRef<HTMLOListElement>(null)
  const added = useRef(false)
  const { topics } = subject
  const name = subjectLabel(subject.subject)
  const listError = errors[errorKey]

  // A topic just added takes the focus, so typing goes on from the keyboard.
  useEffect(() => {
    if (!added.current) return
    added.current = false
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus()
  })

  const setTopic = (index: number, patch: Partial<DraftTopic>) =>
    onChange(topics.map((t, i) => (i === index ? { ...t, ...patch } : t)))

  return (
    <fieldset
      className="wizard-topics"
      data-invalid={listError ? true : undefined}
      aria-describedby={[`${id}-hint`, listError && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend>Tematy: {name}</legend>
      <p id={`${id}-hint`} className="field-hint">
        W kolejności nauki. Czas w godzinach, co pół godziny (np. 1,5).
      </p>
      {listError && (
        <p id={`${id}-error`} className="field-error">
          {listError}
        </p>
      )}
      <ol ref={listRef} className="wizard-topic-list">
        {topics.map((topic, index) => {
          const n = index + 1
          const at = (field: string) => errors[`${errorKey}.${index}.${field}`]
          return (
            <li key={index} className="wizard-topic">
              <TextField
                label={`Temat ${n}`}
                autoComplete="off"
                maxLength={120}
                value={topic.title}
                error={at('title')}
                onChange={(event) => setTopic(index, { title: event.target.value })}
              />
              <TextField
                label={`Godziny na temat ${n}`}
                type="number"
                inputMode="decimal"
                min={0.5}
                max={LIMITS.planTopicHoursMax}
                step={0.5}
                className="wizard-hours"
                value={topic.hours}
                error={at('hours')}
                onChange={(event) => setTopic(index, { hours: event.target.value })}
              />
              {topics.length > 1 && (
                <Button
                  variant="secondary"
                  className="wizard-icon-button"
                  aria-label={`Usuń temat ${n}${topic.title.trim() ? `: ${topic.title.trim()}` : ''} (${name})`}
                  onClick={() => onChange(topics.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          )
        })}
      </ol>
      {topics.length < LIMITS.planTopicsPerSubjectMax && (
        <Button
          variant="secondary"
          className="wizard-add"
          onClick={() => {
            added.current = true
            onChange([...topics, emptyTopic()])
          }}
        >
          <Plus aria-hidden="true" />
          Dodaj temat
          <span className="visually-hidden"> ({name})</span>
        </Button>
      )}
    </fieldset>
  )
}
