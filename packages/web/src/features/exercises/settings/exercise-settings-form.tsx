import { EXERCISE_DIFFICULTIES, EXERCISE_LEVELS } from '@app/contract/exercises/constants'
import { EXERCISE_DIFFICULTY_LABELS, EXERCISE_LEVEL_LABELS } from '@app/contract/exercises/text'
import type { ExerciseSettings, Settings } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { Lightbulb, Target } from 'lucide-react'
import { useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { useUpdateSettings } from '../../../api/user/mutations'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { SegmentedControl } from '../../../components/ui/segmented-control'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { groupedZodResolver } from '../../../lib/grouped-zod-resolver'
import { useExclusive } from '../../../lib/use-exclusive'
import { EXERCISE_SUBJECT_LABELS } from '../list/exercise-text'
import {
  DAILY_GOAL_MAX,
  DAILY_GOAL_MIN,
  ExerciseSettingsFormSchema,
  settingsToSave,
  type ExerciseSettingsForm as FormValues,
  formValuesOf,
} from './exercise-settings-values'
import './exercise-settings.css'

interface Outcome {
  tone: 'success' | 'error'
  text: string
}

/**
 * /produkt/zadania/konfiguruj: the daily goal, the subjects, level and difficulty the list starts
 * with before its filters are first saved, and whether a wrong answer opens the next hint.
 * Saved with `PUT /api/saas/user/settings` `{ type: 'EXERCISE' }`; a failed save keeps what was
 * typed and says why.
 */
export function ExerciseSettingsForm({ userId, settings }: { userId: string; settings: Settings }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { mutateAsync } = useUpdateSettings(userId)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: groupedZodResolver(ExerciseSettingsFormSchema),
    defaultValues: formValuesOf(settings.exerciseSettings),
  })
  const { field: difficulty } = useController({ control, name: 'difficulty' })

  const save = useExclusive(async (values: FormValues) => {
    setOutcome(null)
    try {
      const exerciseSettings: ExerciseSettings = settingsToSave(values, settings.exerciseSettings)
      await mutateAsync({ body: { type: 'EXERCISE', exerciseSettings } })
      setOutcome({ tone: 'success', text: SETTINGS_SAVED_MESSAGE })
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  })

  return (
    <form className="exercise-settings" noValidate onSubmit={handleSubmit(save)}>
      <Card as="section" headingLevel={2} icon={Target} title="Cel i zakres zadań">
        <TextField
          label="Dzienny cel"
          hint={`Ile zadań chcesz rozwiązywać dziennie (od ${DAILY_GOAL_MIN} do ${DAILY_GOAL_MAX}).`}
          type="number"
          inputMode="numeric"
          min={DAILY_GOAL_MIN}
          max={DAILY_GOAL_MAX}
          step={1}
          className="exercise-settings-goal"
          error={errors.dailyGoal?.message}
          {...register('dailyGoal', { valueAsNumber: true })}
        />
        <fieldset
          className="exercise-settings-group"
          aria-describedby="exercise-settings-subjects-hint"
        >
          <legend>Przedmioty</legend>
          <p id="exercise-settings-subjects-hint" className="field-hint">
            Od nich zaczyna się lista zadań, zanim ustawisz własne filtry.
          </p>
          {Object.entries(EXERCISE_SUBJECT_LABELS).map(([subject, label]) => (
            <Checkbox key={subject} label={label} value={subject} {...register('subjects')} />
          ))}
          {errors.subjects?.message ? (
            <p className="field-error">{errors.subjects.message}</p>
          ) : null}
        </fieldset>
        <SelectField label="Poziom" error={errors.level?.message} {...register('level')}>
          {EXERCISE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXERCISE_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <SegmentedControl
          legend="Trudność"
          options={EXERCISE_DIFFICULTIES.map((value) => ({
            value,
            label: EXERCISE_DIFFICULTY_LABELS[value],
          }))}
          value={difficulty.value}
          onChange={difficulty.onChange}
        />
      </Card>
      <Card as="section" headingLevel={2} icon={Lightbulb} title="Podpowiedzi">
        <Checkbox
          label="Pokazuj podpowiedzi automatycznie"
          hint="Po błędnej odpowiedzi od razu otwiera się kolejna podpowiedź."
          {...register('showHintsAutomatically')}
        />
      </Card>
      <div className="exercise-settings-actions">
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz
        </Button>
      </div>
    </form>
  )
}
