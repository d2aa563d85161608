import { PlanInputSchema } from '@app/contract/planner'
import { describe, expect, it } from 'vitest'
import { draftToInput, newDraft, parseNumber, subjectChoices, withSubject } from './wizard-draft'
import { PROFILE, SETTINGS, validDraft } from './wizard.fixtures'

describe('a new draft', () => {
  it("starts on step 1 from the settings' windows and session, and the profile's chronotype", () => {
    const draft = newDraft(SETTINGS)
    expect(draft).toMatchObject({
      step: 1,
      name: '',
      subjects: [],
      daysOff: [],
      preferredTimes: [],
      sessionMinutes: '25',
      chronotype: 'moderately-evening',
    })
    expect(draft.windows).toEqual(SETTINGS.learningPlanner.windows)
    // A copy: editing the draft never reaches the cached settings.
    expect(draft.windows).not.toBe(SETTINGS.learningPlanner.windows)
  })

  it('has no chronotype when the profile has none', () => {
    const draft = newDraft({ ...SETTINGS, educationalProfile: { ...PROFILE, chronotype: null } })
    expect(draft.chronotype).toBeNull()
  })
})

describe('subject choices', () => {
  it("offers the profile's subjects first, then the rest in the list's order", () => {
    const { profile, rest } = subjectChoices(['biologia', 'matematyka'])
    expect(profile).toEqual(['matematyka', 'biologia'])
    expect(rest[0]).toBe('jezyk-polski')
    expect(rest).not.toContain('matematyka')
    expect(profile.length + rest.length).toBe(19)
  })

  it('adds a subject at the end with a medium difficulty and an empty topic, and takes it out', () => {
    const one = withSubject(newDraft(SETTINGS), 'biologia', true)
    const two = withSubject(one, 'historia', true)
    expect(two.subjects.map((s) => s.subject)).toEqual(['biologia', 'historia'])
    expect(two.subjects[0]).toEqual({
      subject: 'biologia',
      difficulty: 'MEDIUM',
      kind: 'EXAM',
      date: '',
      title: '',
      topics: [{ title: '', hours: '' }],
    })
    expect(withSubject(two, 'biologia', false).subjects.map((s) => s.subject)).toEqual(['historia'])
  })
})

describe('draft to PlanInput', () => {
  it('makes a valid input of a filled draft: numbers parsed, a title or null, days off sorted', () => {
    const draft = validDraft({ daysOff: ['2026-12-24', '2026-12-01'], preferredTimes: ['EVENING'] })
    draft.subjects.push({
      subject: 'biologia',
      difficulty: 'EASY',
      kind: 'GOAL',
      date: '2027-01-15',
      title: '  ',
      topics: [{ title: 'Genetyka', hours: '0.5' }],
    })
    const input = draftToInput(draft)
    expect(input).toEqual({
      name: 'Semestr zimowy',
      subjects: [
        {
          subject: 'matematyka',
          difficulty: 'HARD',
          deadline: { kind: 'EXAM', date: '2026-12-06', title: 'Sprawdzian' },
          topics: [
            { title: 'Funkcja kwadratowa', hours: 2 },
            { title: 'Wielomiany', hours: 1.5 },
          ],
        },
        {
          subject: 'biologia',
          difficulty: 'EASY',
          deadline: { kind: 'GOAL', date: '2027-01-15', title: null },
          topics: [{ title: 'Genetyka', hours: 0.5 }],
        },
      ],
      windows: SETTINGS.learningPlanner.windows,
      daysOff: ['2026-12-01', '2026-12-24'],
      preferredTimes: ['EVENING'],
      sessionMinutes: 25,
      chronotype: 'moderately-evening',
    })
    expect(PlanInputSchema.safeParse(input).success).toBe(true)
  })

  it("plans an unknown chronotype as 'Nie wiem'", () => {
    expect(draftToInput(validDraft({ chronotype: null })).chronotype).toBe('unknown')
  })

  it('reads numbers typed with a comma or a dot; nothing or words are not numbers', () => {
    expect(parseNumber('1,5')).toBe(1.5)
    expect(parseNumber(' 2 ')).toBe(2)
    expect(parseNumber('')).toBeNaN()
    expect(parseNumber('dwie')).toBeNaN()
  })
})
