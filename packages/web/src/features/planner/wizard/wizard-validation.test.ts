import { PLANNER_TEXT } from '@app/contract/planner'
import { PLANNER_SETTINGS_TEXT } from '@app/contract/user'
import { describe, expect, it } from 'vitest'
import { newDraft } from './wizard-draft'
import {
  fieldKey,
  firstInvalidStep,
  refusalStep,
  resumeDraft,
  stepOfField,
  validateStep,
} from './wizard-validation'
import { WIZARD_TEXT } from './wizard-text'
import { NOW, PROFILE, SETTINGS, validDraft } from './wizard.fixtures'

describe('field keys and their steps', () => {
  it.each([
    [['name'], 'name', 1],
    [['subjects'], 'subjects', 1],
    [['subjects', 2, 'difficulty'], 'subjects.2.difficulty', 1],
    [['subjects', 0, 'deadline', 'date'], 'subjects.0.deadline.date', 2],
    [['subjects', 1, 'topics'], 'subjects.1.topics', 2],
    [['subjects', 1, 'topics', 3, 'hours'], 'subjects.1.topics.3.hours', 2],
    [['windows'], 'windows', 3],
    [['windows', 'MON', 0, 'end'], 'windows.MON', 3],
    [['daysOff', 4], 'daysOff', 3],
    [['preferredTimes'], 'preferredTimes', 4],
    [['sessionMinutes'], 'sessionMinutes', 4],
  ] as const)('%j is shown at %s on step %i', (path, key, step) => {
    expect(fieldKey(path)).toBe(key)
    expect(stepOfField(key)).toBe(step)
  })
})

describe('each step is checked before "Dalej"', () => {
  it('passes a filled draft on every step', () => {
    const draft = validDraft()
    for (const step of [1, 2, 3, 4, 5] as const) expect(validateStep(step, draft, NOW)).toEqual({})
    expect(firstInvalidStep(draft, NOW)).toBeNull()
  })

  it("step 1: the name's and the subjects' messages, nothing of later steps", () => {
    const draft = newDraft(SETTINGS)
    expect(validateStep(1, draft, NOW)).toEqual({
      name: PLANNER_TEXT.planName,
      subjects: PLANNER_TEXT.subjects,
    })
    expect(validateStep(1, validDraft({ name: 'x'.repeat(81) }), NOW)).toEqual({
      name: PLANNER_TEXT.planName,
    })
  })

  it('step 2: a missing date, a past date, a topic without a name or with bad hours', () => {
    const draft = validDraft()
    draft.subjects[0]!.topics = [
      { title: '', hours: '2' },
      { title: 'Wielomiany', hours: '0.3' },
    ]
    expect(validateStep(2, draft, NOW)).toEqual({
      'subjects.0.topics.0.title': PLANNER_TEXT.topicTitle,
      'subjects.0.topics.1.hours': PLANNER_TEXT.topicHours,
    })
    draft.subjects[0]!.date = ''
    expect(validateStep(2, draft, NOW)['subjects.0.deadline.date']).toBe(WIZARD_TEXT.dateMissing)
    draft.subjects[0]!.date = '2026-11-26'
    expect(validateStep(2, draft, NOW)['subjects.0.deadline.date']).toBe(PLANNER_TEXT.examInPast)
    // Today is not in the past; a year and a day ahead is too far.
    draft.subjects[0]!.date = '2026-11-27'
    expect(validateStep(2, draft, NOW)['subjects.0.deadline.date']).toBeUndefined()
    draft.subjects[0]!.date = '2027-11-28'
    expect(validateStep(2, draft, NOW)['subjects.0.deadline.date']).toBe(PLANNER_TEXT.tooFarAhead)
  })

  it('step 2: two topics of one name, no topics', () => {
    const draft = validDraft()
    draft.subjects[0]!.topics = [
      { title: 'Wielomiany', hours: '1' },
      { title: 'Wielomiany', hours: '1' },
    ]
    expect(validateStep(2, draft, NOW)).toEqual({ 'subjects.0.topics': PLANNER_TEXT.topicTwice })
    draft.subjects[0]!.topics = []
    expect(validateStep(2, draft, NOW)).toEqual({ 'subjects.0.topics': PLANNER_TEXT.topics })
  })

  it("step 3: a window's end before its start at its day, a week without windows as a whole", () => {
    const draft = validDraft()
    draft.windows = { ...draft.windows, TUE: [{ start: '18:00', end: '17:00' }] }
    expect(validateStep(3, draft, NOW)).toEqual({ 'windows.TUE': PLANNER_TEXT.endAfterStart })
    const empty = validDraft({
      windows: { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] },
    })
    expect(validateStep(3, empty, NOW)).toEqual({ windows: PLANNER_TEXT.noStudyDay })
  })

  it('step 4: the session length', () => {
    for (const sessionMinutes of ['', '14', '91', '30.5'])
      expect(validateStep(4, validDraft({ sessionMinutes }), NOW)).toEqual({
        sessionMinutes: PLANNER_TEXT.sessionMinutes,
      })
  })

  it('a resumed draft goes back to the first step with a problem', () => {
    const draft = validDraft({ step: 5, sessionMinutes: '5' })
    expect(firstInvalidStep(draft, NOW)).toBe(4)
    draft.subjects[0]!.date = '2026-11-01'
    expect(firstInvalidStep(draft, NOW)).toBe(2)
    expect(firstInvalidStep(draft, NOW, 2)).toBeNull()
  })
})

describe("the step of the API's refusal", () => {
  const draft = validDraft({ daysOff: ['2026-12-24'] })
  it.each([
    [PLANNER_TEXT.planName, 1],
    [PLANNER_TEXT.subjectTwice, 1],
    [PLANNER_TEXT.examInPast, 2],
    [PLANNER_TEXT.tooFarAhead, 2],
    [PLANNER_TEXT.topicHours, 2],
    [PLANNER_TEXT.invalidDate('2025-02-30'), 2],
    [PLANNER_TEXT.invalidDate('2026-12-24'), 3],
    [PLANNER_SETTINGS_TEXT.dayOverfull('WED'), 3],
    [PLANNER_TEXT.noStudyDay, 3],
    [PLANNER_TEXT.sessionMinutes, 4],
    [PLANNER_TEXT.tooManyActivePlans, null],
    ['Coś innego.', null],
  ])('%s → %s', (message, step) => {
    expect(refusalStep(message, draft)).toBe(step)
  })
})

describe('where the wizard opens', () => {
  it('a new draft when none is stored', () => {
    expect(resumeDraft(null, SETTINGS, NOW)).toEqual({ draft: newDraft(SETTINGS), errors: {} })
  })

  it('the stored draft on its own step when the steps before it pass', () => {
    const stored = validDraft({ step: 4, sessionMinutes: '' })
    expect(resumeDraft(stored, SETTINGS, NOW)).toEqual({ draft: stored, errors: {} })
  })

  it('the first step that no longer passes, with its messages (the preview never sees it)', () => {
    const stored = validDraft({ step: 5 })
    stored.subjects[0]!.date = '2026-11-20'
    const { draft, errors } = resumeDraft(stored, SETTINGS, NOW)
    expect(draft.step).toBe(2)
    expect(errors).toEqual({ 'subjects.0.deadline.date': PLANNER_TEXT.examInPast })
    expect(draft.subjects).toEqual(stored.subjects)
  })

  it("takes the profile's chronotype into a draft kept without one", () => {
    expect(resumeDraft(validDraft({ chronotype: null }), SETTINGS, NOW).draft.chronotype).toBe(
      'moderately-evening',
    )
    const noProfile = { ...SETTINGS, educationalProfile: { ...PROFILE, chronotype: null } }
    expect(
      resumeDraft(validDraft({ chronotype: 'definitely-morning' }), noProfile, NOW).draft
        .chronotype,
    ).toBe('definitely-morning')
  })
})
