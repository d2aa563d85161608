import { DEFAULT_LEARNING_PLANNER_SETTINGS, type EducationalProfile } from '@app/contract/user'
import { newDraft, type WizardDraft } from './wizard-draft'

/** Friday 27 November 2026, 11:00 in Warsaw: the clock of the wizard's tests. */
export const NOW = Date.parse('2026-11-27T10:00:00Z')

export const PROFILE: EducationalProfile = {
  schoolType: 'LICEUM',
  grade: 2,
  subjects: ['matematyka', 'biologia'],
  goals: ['GRADES'],
  chronotype: 'moderately-evening',
  weeklyStudyHours: 6,
  biggestChallenge: '',
}

export const SETTINGS = {
  learningPlanner: DEFAULT_LEARNING_PLANNER_SETTINGS,
  educationalProfile: PROFILE,
}

/** A draft that passes every step: one subject, an exam in 9 days, two topics. */
export function validDraft(patch: Partial<WizardDraft> = {}): WizardDraft {
  return {
    ...newDraft(SETTINGS),
    name: 'Semestr zimowy',
    subjects: [
      {
        subject: 'matematyka',
        difficulty: 'HARD',
        kind: 'EXAM',
        date: '2026-12-06',
        title: 'Sprawdzian',
        topics: [
          { title: 'Funkcja kwadratowa', hours: '2' },
          { title: 'Wielomiany', hours: '1,5' },
        ],
      },
    ],
    ...patch,
  }
}
