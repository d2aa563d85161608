import type { PlanInput } from '@app/contract/planner'
import type { DeadlineKind, Difficulty, PreferredTime } from '@app/contract/planner/constants'
import {
  SUBJECTS,
  type ChronotypeAnswer,
  type Settings,
  type SubjectId,
  type WeekWindows,
} from '@app/contract/user'

/**
 * The new plan wizard's draft: what was typed so far, as typed (numbers as text, an empty date as
 * ''), and the step the student is on. Kept in this browser per user (./wizard-storage.ts) and made
 * into the API's PlanInput only when checked or sent.
 */

export const STEP_COUNT = 5
export type WizardStep = 1 | 2 | 3 | 4 | 5

export interface DraftTopic {
  title: string
  /** Hours as typed ('1.5', '2'); the schema wants 0.5–100 in half hours. */
  hours: string
}

export interface DraftSubject {
  subject: SubjectId
  difficulty: Difficulty
  kind: DeadlineKind
  /** 'yyyy-mm-dd', or '' before a date is chosen. */
  date: string
  /** 'Sprawdzian', 'FCE'; empty: none. */
  title: string
  topics: DraftTopic[]
}

export interface WizardDraft {
  step: WizardStep
  name: string
  subjects: DraftSubject[]
  windows: WeekWindows
  daysOff: string[]
  preferredTimes: PreferredTime[]
  sessionMinutes: string
  /** The profile's answer or the chronotype test's result; null: not known (plans as 'Nie wiem'). */
  chronotype: ChronotypeAnswer | null
}

type StartingSettings = Pick<Settings, 'learningPlanner' | 'educationalProfile'>

/** A fresh draft: the settings' default windows and session length, the profile's chronotype. */
export function newDraft(settings: StartingSettings): WizardDraft {
  return {
    step: 1,
    name: '',
    subjects: [],
    windows: structuredClone(settings.learningPlanner.windows),
    daysOff: [],
    preferredTimes: [],
    sessionMinutes: String(settings.learningPlanner.sessionMinutes),
    chronotype: settings.educationalProfile.chronotype,
  }
}

/** The subjects offered: the educational profile's first, then the rest in the list's order. */
export function subjectChoices(profileSubjects: readonly SubjectId[]): {
  profile: SubjectId[]
  rest: SubjectId[]
} {
  const all = SUBJECTS.map((s) => s.id as SubjectId)
  const profile = all.filter((id) => profileSubjects.includes(id))
  return { profile, rest: all.filter((id) => !profile.includes(id)) }
}

export const emptyTopic = (): DraftTopic => ({ title: '', hours: '' })

export function newSubject(subject: SubjectId): DraftSubject {
  return {
    subject,
    difficulty: 'MEDIUM',
    kind: 'EXAM',
    date: '',
    title: '',
    topics: [emptyTopic()],
  }
}

/** Adds a subject (at the end) or takes it out with what was typed for it. */
export function withSubject(draft: WizardDraft, subject: SubjectId, on: boolean): WizardDraft {
  const others = draft.subjects.filter((s) => s.subject !== subject)
  return { ...draft, subjects: on ? [...others, newSubject(subject)] : others }
}

/** A number typed in Polish or English ('1,5', '1.5'); NaN for nothing or anything else. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

/** The draft as the API's PlanInput (not yet checked: the schema says what is wrong). */
export function draftToInput(draft: WizardDraft): PlanInput {
  return {
    name: draft.name,
    subjects: draft.subjects.map((s) => ({
      subject: s.subject,
      difficulty: s.difficulty,
      deadline: { kind: s.kind, date: s.date, title: s.title.trim() === '' ? null : s.title },
      topics: s.topics.map((t) => ({ title: t.title, hours: parseNumber(t.hours) })),
    })),
    windows: draft.windows,
    daysOff: [...draft.daysOff].sort(),
    preferredTimes: draft.preferredTimes,
    sessionMinutes: parseNumber(draft.sessionMinutes),
    chronotype: draft.chronotype ?? 'unknown',
  }
}
