import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_LIMITS,
  EXERCISE_SUBJECTS,
  EXERCISE_TOPICS,
} from '@app/contract/exercises/constants'
import { EXERCISE_DIFFICULTY_LABELS, EXERCISE_LEVEL_LABELS } from '@app/contract/exercises/text'
import { subjectLabel } from '@app/contract/user'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectField } from '../../../components/ui/select-field'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import type { EditorValues } from './editor-values'
import './editor.css'

/** Subject, level, the subject's topic, difficulty and title. */
export function MetadataFields() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<EditorValues>()
  const subject = useWatch({ control, name: 'subject' })
  const topics = subject ? EXERCISE_TOPICS[subject] : []
  return (
    <fieldset className="exercise-editor-group">
      <legend>Opis zadania</legend>
      <div className="exercise-editor-row">
        <SelectField
          label="Przedmiot"
          error={errors.subject?.message}
          {...register('subject', {
            // Another subject has other topics.
            onChange: () => setValue('topic', ''),
          })}
        >
          <option value="">Wybierz przedmiot</option>
          {EXERCISE_SUBJECTS.map((id) => (
            <option key={id} value={id}>
              {subjectLabel(id)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Temat"
          error={errors.topic?.message}
          disabled={!subject}
          {...register('topic')}
        >
          <option value="">{subject ? 'Wybierz temat' : 'Najpierw wybierz przedmiot'}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="exercise-editor-row">
        <SelectField label="Poziom" error={errors.level?.message} {...register('level')}>
          <option value="">Wybierz poziom</option>
          {EXERCISE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXERCISE_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Trudność"
          error={errors.difficulty?.message}
          {...register('difficulty')}
        >
          <option value="">Wybierz trudność</option>
          {EXERCISE_DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {EXERCISE_DIFFICULTY_LABELS[difficulty]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Tytuł"
        hint={`Krótko, o czym jest zadanie (od ${EXERCISE_LIMITS.titleMin} do ${EXERCISE_LIMITS.titleMax} znaków).`}
        autoComplete="off"
        maxLength={EXERCISE_LIMITS.titleMax + 50}
        error={errors.title?.message}
        {...register('title')}
      />
    </fieldset>
  )
}

/** The statement and the worked solution, Markdown with $…$ math. */
export function TextFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<EditorValues>()
  return (
    <fieldset className="exercise-editor-group">
      <legend>Treść i rozwiązanie</legend>
      <TextArea
        label="Treść zadania"
        hint="Markdown i wzory między znakami $, np. $3(x-2)=2x+5$. Obrazy dodasz niżej."
        rows={8}
        maxLength={EXERCISE_LIMITS.statementMax + 200}
        error={errors.statement?.message}
        {...register('statement')}
      />
      <TextArea
        label="Rozwiązanie"
        hint="Rozwiązanie krok po kroku. Uczeń zobaczy je po rozwiązaniu albo po „Pokaż rozwiązanie”."
        rows={8}
        maxLength={EXERCISE_LIMITS.solutionMax + 200}
        error={errors.solution?.message}
        {...register('solution')}
      />
    </fieldset>
  )
}
