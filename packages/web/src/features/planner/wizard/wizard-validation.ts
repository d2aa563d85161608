import { PLANNER_TEXT, PlanInputSchema } from '@app/contract/planner'
import { PLANNER_SETTINGS_TEXT, QUIZ_FIELD_MESSAGES, WEEKDAYS } from '@app/contract/user'
import { planDatesRefusal } from '@app/domain/planner/input-check'
import type { Settings } from '@app/contract/user'
import { draftToInput, newDraft, type WizardDraft, type WizardStep } from './wizard-draft'
import { WIZARD_TEXT } from './wizard-text'

/**
 * Each step's check before 'Dalej': the contract's PlanInputSchema on the whole draft, its issues
 * kept for the step's own fields, and on step 2 the domain's date check (no exam in the past, none
 * more than 12 months ahead). Errors are keyed by field: 'name', 'subjects.0.deadline.date',
 * 'subjects.0.topics.1.hours'; a week's windows by day ('windows.MON') as the windows field shows
 * them, days off as one ('daysOff').
 */

export type FieldErrors = Record<string, string>

/** The key of the field an issue at `path` is shown at. */
export function fieldKey(path: readonly (string | number)[]): string {
  const [head] = path
  if (head === 'windows') return path.slice(0, 2).join('.')
  if (head === 'daysOff') return 'daysOff'
  return path.join('.')
}

/** The step whose page holds the field. */
export function stepOfField(key: string): WizardStep {
  if (/^subjects\.\d+\.(deadline|topics)\b/.test(key)) return 2
  if (key === 'daysOff' || key === 'windows' || key.startsWith('windows.')) return 3
  if (key === 'preferredTimes' || key === 'sessionMinutes' || key === 'chronotype') return 4
  return 1
}

/** Every problem of the draft at `now`, first message per field. */
export function draftErrors(draft: WizardDraft, now: number): FieldErrors {
  const errors: FieldErrors = {}
  const input = draftToInput(draft)
  const parsed = PlanInputSchema.safeParse(input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[fieldKey(issue.path)] ??= issue.message
  }
  input.subjects.forEach((subject, index) => {
    const key = `subjects.${index}.deadline.date`
    if (subject.deadline.date === '') errors[key] = WIZARD_TEXT.dateMissing
    else if (errors[key] === undefined) {
      const refusal = planDatesRefusal({ subjects: [subject] }, now)
      if (refusal) errors[key] = refusal
    }
  })
  return errors
}

/** The problems of one step's fields. */
export function validateStep(step: WizardStep, draft: WizardDraft, now: number): FieldErrors {
  return Object.fromEntries(
    Object.entries(draftErrors(draft, now)).filter(([key]) => stepOfField(key) === step),
  )
}

/** The first step before `before` with a problem (a draft resumed days later), or null. */
export function firstInvalidStep(
  draft: WizardDraft,
  now: number,
  before: WizardStep = 5,
): WizardStep | null {
  const steps = Object.keys(draftErrors(draft, now)).map(stepOfField)
  const first = Math.min(...steps.filter((step) => step < before))
  return Number.isFinite(first) ? (first as WizardStep) : null
}

/**
 * Where the wizard opens: a new draft, or the stored one on its step, or, when an earlier step no
 * longer passes (an exam date that has passed since), on that step with its messages. A stored
 * draft without a chronotype takes the profile's, once the profile has one.
 */
export function resumeDraft(
  stored: WizardDraft | null,
  settings: Pick<Settings, 'learningPlanner' | 'educationalProfile'>,
  now: number,
): { draft: WizardDraft; errors: FieldErrors } {
  if (!stored) return { draft: newDraft(settings), errors: {} }
  const draft = {
    ...stored,
    chronotype: stored.chronotype ?? settings.educationalProfile.chronotype,
  }
  const invalid = firstInvalidStep(draft, now, draft.step)
  if (!invalid) return { draft, errors: {} }
  return { draft: { ...draft, step: invalid }, errors: validateStep(invalid, draft, now) }
}

const REFUSALS: [WizardStep, readonly string[]][] = [
  [
    1,
    [
      PLANNER_TEXT.planName,
      PLANNER_TEXT.subjects,
      PLANNER_TEXT.subjectTwice,
      PLANNER_TEXT.subject,
      PLANNER_TEXT.difficulty,
    ],
  ],
  [
    2,
    [
      PLANNER_TEXT.examInPast,
      PLANNER_TEXT.tooFarAhead,
      PLANNER_TEXT.deadlineKind,
      PLANNER_TEXT.deadlineTitle,
      PLANNER_TEXT.topics,
      PLANNER_TEXT.topicTwice,
      PLANNER_TEXT.topicTitle,
      PLANNER_TEXT.topicHours,
    ],
  ],
  [
    3,
    [
      PLANNER_TEXT.endAfterStart,
      PLANNER_TEXT.noStudyDay,
      PLANNER_TEXT.daysOff,
      PLANNER_SETTINGS_TEXT.time,
      PLANNER_SETTINGS_TEXT.endTime,
      PLANNER_SETTINGS_TEXT.tooManyWindows,
      ...WEEKDAYS.map(PLANNER_SETTINGS_TEXT.dayOverfull),
    ],
  ],
  [4, [PLANNER_TEXT.preferredTimes, PLANNER_TEXT.sessionMinutes, QUIZ_FIELD_MESSAGES.chronotype]],
]

/**
 * The step a 400's message is about, when it can be told: the API answers one Polish message and
 * no field. 'Nieprawidłowa data: …' is a day off's when the draft has that day off, else a date's.
 */
export function refusalStep(message: string, draft: WizardDraft): WizardStep | null {
  const invalidDate = PLANNER_TEXT.invalidDate('')
  const prefix = invalidDate.slice(0, -1)
  if (message.startsWith(prefix)) {
    const date = message.slice(prefix.length, -1)
    return draft.daysOff.includes(date) ? 3 : 2
  }
  return REFUSALS.find(([, messages]) => messages.includes(message))?.[0] ?? null
}
