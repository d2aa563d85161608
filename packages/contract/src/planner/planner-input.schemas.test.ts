import { describe, expect, it } from 'vitest'
import {
  PlanInputSchema,
  PlanDateSchema,
  isCalendarDate,
  type PlanInput,
} from './planner-input.schemas'
import { PLANNER_TEXT } from './planner.text'

const NONE = { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] }
const AFTER_SCHOOL = [{ start: '16:00', end: '19:30' }]

const VALID: PlanInput = {
  name: 'Semestr zimowy',
  subjects: [
    {
      subject: 'matematyka',
      difficulty: 'HARD',
      deadline: { kind: 'EXAM', date: '2026-12-07', title: 'Sprawdzian' },
      topics: [{ title: 'Funkcja kwadratowa', hours: 4.5 }],
    },
    {
      subject: 'jezyk-angielski',
      difficulty: 'MEDIUM',
      deadline: { kind: 'GOAL', date: '2027-03-28', title: 'FCE' },
      topics: [
        { title: 'Reading', hours: 10 },
        { title: 'Use of English', hours: 12 },
      ],
    },
  ],
  windows: {
    ...NONE,
    MON: AFTER_SCHOOL,
    FRI: AFTER_SCHOOL,
    SAT: [{ start: '10:00', end: '13:00' }],
  },
  daysOff: ['2026-12-24'],
  preferredTimes: ['EVENING'],
  sessionMinutes: 45,
  chronotype: 'moderately-evening',
}

/** The first refusal's message, or null when the input is valid. */
function refusal(change: Partial<Record<keyof PlanInput, unknown>>): string | null {
  const result = PlanInputSchema.safeParse({ ...VALID, ...change })
  return result.success ? null : (result.error.issues[0]?.message ?? '')
}

const subject = (change: object) => ({ subjects: [{ ...VALID.subjects[0], ...change }] })
const topic = (change: object) =>
  subject({ topics: [{ title: 'Funkcja kwadratowa', hours: 2, ...change }] })

describe('PlanInputSchema', () => {
  it('accepts a whole wizard', () => {
    expect(PlanInputSchema.parse(VALID)).toEqual(VALID)
  })

  it.each([
    ['a name of 80 characters', { name: 'x'.repeat(80) }],
    ['15 subjects', { subjects: subjectsOf(15) }],
    [
      'a goal without a title',
      subject({ deadline: { kind: 'GOAL', date: '2027-02-28', title: null } }),
    ],
    ['half an hour of a topic', topic({ hours: 0.5 })],
    ['100 hours of a topic', topic({ hours: 100 })],
    ['three windows on a day', { windows: { ...NONE, SUN: threeWindows() } }],
    ['a window to midnight', { windows: { ...NONE, SUN: [{ start: '22:00', end: '24:00' }] } }],
    ['no preferred times', { preferredTimes: [] }],
    ['a session of 15 and of 90 minutes', { sessionMinutes: 15 }],
    ['an unknown chronotype', { chronotype: 'unknown' }],
    ['29 February of a leap year', { daysOff: ['2028-02-29'] }],
  ])('accepts %s', (_name, change) => {
    expect(refusal(change)).toBeNull()
  })

  it.each([
    ['an empty name', { name: '  ' }, PLANNER_TEXT.planName],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, PLANNER_TEXT.planName],
    ['no subjects', { subjects: [] }, PLANNER_TEXT.subjects],
    ['16 subjects', { subjects: subjectsOf(16) }, PLANNER_TEXT.subjects],
    [
      'a subject twice',
      { subjects: [VALID.subjects[0], VALID.subjects[0]] },
      PLANNER_TEXT.subjectTwice,
    ],
    ['a subject off the list', subject({ subject: 'astrologia' }), PLANNER_TEXT.subject],
    ['an unknown difficulty', subject({ difficulty: 'EXTREME' }), PLANNER_TEXT.difficulty],
    ['no topics', subject({ topics: [] }), PLANNER_TEXT.topics],
    [
      'a topic twice',
      subject({
        topics: [
          { title: 'A', hours: 1 },
          { title: 'A', hours: 2 },
        ],
      }),
      PLANNER_TEXT.topicTwice,
    ],
    ['an empty topic', topic({ title: '' }), PLANNER_TEXT.topicTitle],
    ['no hours', topic({ hours: 0 }), PLANNER_TEXT.topicHours],
    ['a quarter hour', topic({ hours: 1.25 }), PLANNER_TEXT.topicHours],
    ['over 100 hours', topic({ hours: 100.5 }), PLANNER_TEXT.topicHours],
    [
      'an unknown deadline kind',
      subject({ deadline: { kind: 'TEST', date: '2026-12-07', title: null } }),
      PLANNER_TEXT.deadlineKind,
    ],
    [
      '30 February',
      subject({ deadline: { kind: 'EXAM', date: '2025-02-30', title: null } }),
      'Nieprawidłowa data: 2025-02-30.',
    ],
    ['a day off in month 13', { daysOff: ['2026-13-01'] }, 'Nieprawidłowa data: 2026-13-01.'],
    [
      'a window ending before it starts',
      { windows: { ...NONE, MON: [{ start: '18:00', end: '17:00' }] } },
      'Koniec musi być później niż początek.',
    ],
    [
      'overlapping windows',
      {
        windows: {
          ...NONE,
          MON: [
            { start: '16:00', end: '18:00' },
            { start: '17:00', end: '19:00' },
          ],
        },
      },
      'W poniedziałek dostępny czas przekracza 24 godziny.',
    ],
    [
      'overlapping windows on Wednesday',
      {
        windows: {
          ...NONE,
          WED: [
            { start: '08:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
      'W środę dostępny czas przekracza 24 godziny.',
    ],
    [
      'no window in the week',
      { windows: NONE },
      'Dodaj przynajmniej jeden dzień z czasem na naukę.',
    ],
    [
      'a preferred time twice',
      { preferredTimes: ['EVENING', 'EVENING'] },
      PLANNER_TEXT.preferredTimes,
    ],
    ['a session of 10 minutes', { sessionMinutes: 10 }, PLANNER_TEXT.sessionMinutes],
    ['a session of 95 minutes', { sessionMinutes: 95 }, PLANNER_TEXT.sessionMinutes],
    [
      '367 days off',
      { daysOff: Array.from({ length: 367 }, () => '2026-12-24') },
      PLANNER_TEXT.daysOff,
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(refusal(change)).toBe(message)
  })

  it('refuses fields it does not know', () => {
    expect(PlanInputSchema.safeParse({ ...VALID, color: 'red' }).success).toBe(false)
  })
})

describe('PlanDateSchema', () => {
  it.each(['2026-01-01', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(PlanDateSchema.parse(date)).toBe(date)
    expect(isCalendarDate(date)).toBe(true)
  })

  it.each(['2025-02-30', '2027-02-29', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1', ''])(
    'refuses %s with its text',
    (date) => {
      const result = PlanDateSchema.safeParse(date)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(`Nieprawidłowa data: ${date}.`)
    },
  )
})

function subjectsOf(count: number) {
  const ids = [
    'matematyka',
    'jezyk-polski',
    'jezyk-angielski',
    'jezyk-niemiecki',
    'jezyk-hiszpanski',
    'jezyk-francuski',
    'jezyk-rosyjski',
    'historia',
    'wos',
    'geografia',
    'biologia',
    'chemia',
    'fizyka',
    'przyroda',
    'informatyka',
    'filozofia',
  ]
  return ids.slice(0, count).map((id) => ({ ...VALID.subjects[0], subject: id }))
}

function threeWindows() {
  return [
    { start: '08:00', end: '09:00' },
    { start: '12:00', end: '13:00' },
    { start: '18:00', end: '19:00' },
  ]
}
