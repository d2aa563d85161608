import type { ExerciseSettings } from '@app/contract/user'
import { describe, expect, it } from 'vitest'
import {
  ExerciseSettingsFormSchema,
  formValuesOf,
  settingsToSave,
} from './exercise-settings-values'

const current: ExerciseSettings = {
  dailyGoal: 5,
  subjects: ['historia', 'fizyka'],
  level: 'MATURA_BASIC',
  difficulty: 'MEDIUM',
  showHintsAutomatically: true,
}

describe('the exercise settings form', () => {
  it("shows the bank's subjects only and saves the others back untouched", () => {
    const values = formValuesOf(current)
    expect(values.subjects).toEqual(['fizyka'])
    expect(settingsToSave({ ...values, subjects: ['biologia', 'matematyka'] }, current)).toEqual({
      ...current,
      subjects: ['historia', 'matematyka', 'biologia'],
    })
  })

  it.each([
    [0, false],
    [1, true],
    [50, true],
    [51, false],
    [2.5, false],
    [Number.NaN, false],
  ])('daily goal %s is accepted: %s', (dailyGoal, ok) => {
    const parsed = ExerciseSettingsFormSchema.safeParse({ ...formValuesOf(current), dailyGoal })
    expect(parsed.success).toBe(ok)
    if (!parsed.success)
      expect(parsed.error.issues[0]?.message).toBe('Dzienny cel to liczba zadań od 1 do 50.')
  })
})
