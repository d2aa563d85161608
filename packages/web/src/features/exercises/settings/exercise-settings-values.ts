import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_SUBJECTS,
  type ExerciseSubject,
} from '@app/contract/exercises/constants'
import { ExerciseSettingsSchema, type ExerciseSettings } from '@app/contract/user'
import { z } from 'zod'

const goal = ExerciseSettingsSchema.shape.dailyGoal
export const DAILY_GOAL_MIN = goal.minValue ?? 1
export const DAILY_GOAL_MAX = goal.maxValue ?? 50
const withMessage = (message: string) => ({ errorMap: () => ({ message }) })
const GOAL_MESSAGE = `Dzienny cel to liczba zadań od ${DAILY_GOAL_MIN} do ${DAILY_GOAL_MAX}.`

const isExerciseSubject = (id: string): id is ExerciseSubject =>
  (EXERCISE_SUBJECTS as readonly string[]).includes(id)

/**
 * 'Ustawienia zadań' as the form holds them: the contract's exercise settings with Polish
 * messages, and only the four subjects the bank covers.
 */
export const ExerciseSettingsFormSchema = z.object({
  dailyGoal: z
    .number(withMessage(GOAL_MESSAGE))
    .int(GOAL_MESSAGE)
    .min(DAILY_GOAL_MIN, GOAL_MESSAGE)
    .max(DAILY_GOAL_MAX, GOAL_MESSAGE),
  subjects: z.array(z.enum(EXERCISE_SUBJECTS, withMessage('Wybierz przedmioty z listy.'))),
  level: z.enum(EXERCISE_LEVELS, withMessage('Wybierz poziom z listy.')),
  difficulty: z.enum(EXERCISE_DIFFICULTIES, withMessage('Wybierz trudność.')),
  showHintsAutomatically: z.boolean(),
})
export type ExerciseSettingsForm = z.infer<typeof ExerciseSettingsFormSchema>

/** The form's first values: the saved settings, their subjects cut to the bank's four. */
export function formValuesOf(settings: ExerciseSettings): ExerciseSettingsForm {
  return {
    dailyGoal: settings.dailyGoal,
    subjects: settings.subjects.filter(isExerciseSubject),
    level: settings.level,
    difficulty: settings.difficulty,
    showHintsAutomatically: settings.showHintsAutomatically,
  }
}

/**
 * What is saved: the form's values, in the bank's subject order; subjects outside the bank that
 * were saved before (the settings take any SUBJECTS id) are kept, as the form does not show them.
 */
export function settingsToSave(
  values: ExerciseSettingsForm,
  current: ExerciseSettings,
): ExerciseSettings {
  return {
    ...values,
    subjects: [
      ...current.subjects.filter((id) => !isExerciseSubject(id)),
      ...EXERCISE_SUBJECTS.filter((id) => values.subjects.includes(id)),
    ],
  }
}
