import { DIFFICULTY_LABELS } from '@app/contract/planner'
import { DIFFICULTIES } from '@app/contract/planner/constants'
import { subjectLabel, type SubjectId } from '@app/contract/user'
import { useId } from 'react'
import { Checkbox } from '../../../../components/ui/checkbox'
import { SegmentedControl } from '../../../../components/ui/segmented-control'
import { TextField } from '../../../../components/ui/text-field'
import { subjectChoices, withSubject } from '../wizard-draft'
import type { StepProps } from './wizard-step-fields'
import '../wizard.css'

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: DIFFICULTY_LABELS[value],
}))

/** Step 1: the plan's name, its subjects (the profile's first) and how hard each is. */
export function StepSubjects({
  draft,
  errors,
  onChange,
  profileSubjects,
}: StepProps & { profileSubjects: readonly SubjectId[] }) {
  const id = useId()
  const { profile, rest } = subjectChoices(profileSubjects)
  const chosen = new Set(draft.subjects.map((s) => s.subject))
  const subjectsError = errors.subjects

  const subjectList = (ids: SubjectId[]) => (
    <ul className="wizard-subject-choices">
      {ids.map((subject) => (
        <li key={subject}>
          <Checkbox
            label={subjectLabel(subject)}
            checked={chosen.has(subject)}
            onChange={(event) => onChange(withSubject(draft, subject, event.target.checked))}
          />
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <TextField
        label="Nazwa planu"
        hint="Np. „Semestr zimowy” albo „Matura 2027” (do 80 znaków)."
        autoComplete="off"
        maxLength={120}
        value={draft.name}
        error={errors.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <fieldset
        className="wizard-fieldset"
        data-invalid={subjectsError ? true : undefined}
        aria-describedby={[`${id}-hint`, subjectsError && `${id}-error`].filter(Boolean).join(' ')}
      >
        <legend>Przedmioty</legend>
        <p id={`${id}-hint`} className="field-hint">
          Wybierz od 1 do 15.{' '}
          {profile.length > 0 && 'Na początku są te z Twojego profilu edukacyjnego.'}
        </p>
        {subjectsError && (
          <p id={`${id}-error`} className="field-error">
            {subjectsError}
          </p>
        )}
        {profile.length > 0 && (
          <>
            <p className="wizard-group-label">Z Twojego profilu</p>
            {subjectList(profile)}
            <p className="wizard-group-label">Pozostałe przedmioty</p>
          </>
        )}
        {subjectList(rest)}
      </fieldset>
      {draft.subjects.length > 0 && (
        <fieldset className="wizard-fieldset" aria-describedby={`${id}-difficulty-hint`}>
          <legend>Trudność</legend>
          <p id={`${id}-difficulty-hint`} className="field-hint">
            Trudne przedmioty dostaną Twoje najlepsze godziny, a łatwiejsze resztę czasu.
          </p>
          <div className="wizard-difficulties">
            {draft.subjects.map((subject, index) => (
              <SegmentedControl
                key={subject.subject}
                legend={subjectLabel(subject.subject)}
                options={DIFFICULTY_OPTIONS}
                value={subject.difficulty}
                onChange={(difficulty) =>
                  onChange({
                    ...draft,
                    subjects: draft.subjects.map((s, i) =>
                      i === index ? { ...s, difficulty } : s,
                    ),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </>
  )
}
