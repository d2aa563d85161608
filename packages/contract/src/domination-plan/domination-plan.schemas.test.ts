import { describe, expect, it } from 'vitest'
import {
  CheckInListSchema,
  CheckInSchema,
  CreateCheckInRequestSchema,
  DOMINATION_PLAN_TEXT,
  DominationPlanSchema,
  isoWeeksInYear,
  isWeekKey,
  UpdateCheckInRequestSchema,
  UpdateDominationPlanRequestSchema,
} from './domination-plan.schemas'

const ID = '2Ixr0pWqzGzDmn5AqFbKjvBJN4f'
const AT = '2025-11-02T17:00:00.000Z'

const plan = {
  version: 3,
  vision: 'Kończę liceum z poczuciem, że umiem się uczyć.',
  goals: [
    {
      id: 'g1',
      title: 'Średnia 4,5 na koniec roku',
      why: 'Chcę dostać się na wymarzone studia.',
      milestones: [
        { id: 'm1', quarter: 1, title: 'Matematyka na 4 na semestr', done: true },
        { id: 'm2', quarter: 2, title: 'Biologia na 5', done: false },
      ],
    },
    {
      id: 'g2',
      title: 'Zdać FCE',
      why: '',
      milestones: [{ id: 'm3', quarter: 4, title: 'Próbny FCE na 70%', done: false }],
    },
  ],
  actions: [
    {
      id: 'a1',
      weekKey: '2025-W44',
      milestoneId: 'm1',
      title: 'Zadania z funkcji kwadratowej',
      done: true,
    },
    { id: 'a2', weekKey: '2025-W45', milestoneId: 'm3', title: 'Jeden test Reading', done: false },
  ],
}

const firstIssue = (result: {
  success: boolean
  error?: { issues: { path: unknown[]; message: string }[] }
}) => {
  expect(result.success).toBe(false)
  const issue = result.error?.issues[0]
  return `${issue?.path.join('.')}: ${issue?.message}`
}

describe('week keys', () => {
  it.each([
    [2020, 53],
    [2021, 52],
    [2025, 52],
    [2026, 53],
    [2032, 53],
    [2037, 53],
  ])('%d has %d ISO weeks', (year, weeks) => {
    expect(isoWeeksInYear(year)).toBe(weeks)
  })

  it.each([
    ['2025-W01', true],
    ['2025-W52', true],
    ['2026-W53', true],
    ['2025-W53', false],
    ['2025-W00', false],
    ['2025-W1', false],
    ['2025-10-27', false],
    ['2025W44', false],
  ])('%s is a week: %s', (key, ok) => {
    expect(isWeekKey(key)).toBe(ok)
  })
})

describe('UpdateDominationPlanRequestSchema', () => {
  const { version, vision, goals, actions } = plan
  const body = { version, vision, goals, actions }

  it('takes a whole plan and the version it changes', () => {
    expect(UpdateDominationPlanRequestSchema.parse(body)).toEqual(body)
  })

  it('takes an empty plan (the first save names version 0)', () => {
    expect(
      UpdateDominationPlanRequestSchema.safeParse({
        version: 0,
        vision: '',
        goals: [],
        actions: [],
      }).success,
    ).toBe(true)
  })

  const goal = plan.goals[0] as (typeof plan.goals)[number]
  it.each([
    [{ vision: 'x'.repeat(1001) }, `vision: ${DOMINATION_PLAN_TEXT.vision}`],
    [{ goals: [{ ...goal, title: '   ' }] }, `goals.0.title: ${DOMINATION_PLAN_TEXT.goalTitle}`],
    [
      { goals: [{ ...goal, why: 'x'.repeat(501) }] },
      `goals.0.why: ${DOMINATION_PLAN_TEXT.goalWhy}`,
    ],
    [
      {
        goals: Array.from({ length: 11 }, (_, i) => ({ ...goal, id: `g${i}`, milestones: [] })),
        actions: [],
      },
      `goals: ${DOMINATION_PLAN_TEXT.tooManyGoals}`,
    ],
    [
      { goals: [{ ...goal, milestones: [{ id: 'm1', quarter: 5, title: 'Q5', done: false }] }] },
      `goals.0.milestones.0.quarter: ${DOMINATION_PLAN_TEXT.quarter}`,
    ],
    [
      {
        goals: [
          {
            ...goal,
            milestones: Array.from({ length: 13 }, (_, i) => ({
              id: `m${i}`,
              quarter: 1,
              title: 'M',
              done: false,
            })),
          },
        ],
      },
      `goals.0.milestones: ${DOMINATION_PLAN_TEXT.tooManyMilestones}`,
    ],
    [{ goals: [{ ...goal, id: 'g 1' }] }, `goals.0.id: ${DOMINATION_PLAN_TEXT.itemId}`],
    [
      { goals: [goal, { ...goal, id: 'g2' }] },
      `goals.1.milestones.0.id: ${DOMINATION_PLAN_TEXT.duplicateId}`,
    ],
    [
      { actions: [{ ...plan.actions[0], id: 'm1' }] },
      `actions.0.id: ${DOMINATION_PLAN_TEXT.duplicateId}`,
    ],
    [
      { actions: [{ ...plan.actions[0], milestoneId: 'm9' }] },
      `actions.0.milestoneId: ${DOMINATION_PLAN_TEXT.unknownMilestone}`,
    ],
    [
      { actions: [{ ...plan.actions[0], weekKey: '2025-W53' }] },
      `actions.0.weekKey: ${DOMINATION_PLAN_TEXT.weekKey}`,
    ],
    [
      { actions: Array.from({ length: 11 }, (_, i) => ({ ...plan.actions[0], id: `a${i}` })) },
      `actions.10: ${DOMINATION_PLAN_TEXT.tooManyActionsInWeek}`,
    ],
    [{ version: -1 }, 'version: Number must be greater than or equal to 0'],
    [{ updatedAt: AT }, ": Unrecognized key(s) in object: 'updatedAt'"],
  ])('refuses %#', (change, issue) => {
    expect(firstIssue(UpdateDominationPlanRequestSchema.safeParse({ ...body, ...change }))).toBe(
      issue,
    )
  })

  it('takes 10 actions in each of two weeks', () => {
    const week = (weekKey: string) =>
      Array.from({ length: 10 }, (_, i) => ({ ...plan.actions[0], id: `${weekKey}-${i}`, weekKey }))
    const actions = [...week('2025-W44'), ...week('2025-W45')]
    expect(UpdateDominationPlanRequestSchema.safeParse({ ...body, actions }).success).toBe(true)
  })
})

describe('DominationPlanSchema', () => {
  it('is the plan with its version and last save (null before the first)', () => {
    expect(DominationPlanSchema.parse({ ...plan, updatedAt: AT })).toEqual({
      ...plan,
      updatedAt: AT,
    })
    expect(
      DominationPlanSchema.safeParse({
        version: 0,
        vision: '',
        goals: [],
        actions: [],
        updatedAt: null,
      }).success,
    ).toBe(true)
  })
})

describe('check-ins', () => {
  const answers = {
    doneActionIds: ['a1'],
    rating: 4,
    wentWell: 'Zrobiłem wszystkie zadania z matematyki.',
    gotInTheWay: 'Zawody w sobotę.',
    willChange: 'Biologia w środę zamiast w piątek.',
  }
  const create = {
    weekKey: '2025-W44',
    ...answers,
    nextWeekActions: [{ id: 'a3', milestoneId: 'm2', title: 'Genetyka: krzyżówki' }],
  }

  it('takes a check-in with next week’s actions, empty answers too', () => {
    expect(CreateCheckInRequestSchema.parse(create)).toEqual(create)
    const empty = {
      ...create,
      doneActionIds: [],
      wentWell: '',
      gotInTheWay: '',
      willChange: '',
      nextWeekActions: [],
    }
    expect(CreateCheckInRequestSchema.safeParse(empty).success).toBe(true)
  })

  it.each([
    [{ rating: 0 }, `rating: ${DOMINATION_PLAN_TEXT.rating}`],
    [{ rating: 6 }, `rating: ${DOMINATION_PLAN_TEXT.rating}`],
    [{ rating: 3.5 }, `rating: ${DOMINATION_PLAN_TEXT.rating}`],
    [{ rating: undefined }, `rating: ${DOMINATION_PLAN_TEXT.rating}`],
    [{ wentWell: 'x'.repeat(1001) }, `wentWell: ${DOMINATION_PLAN_TEXT.answer}`],
    [{ doneActionIds: ['a1', 'a1'] }, `doneActionIds: ${DOMINATION_PLAN_TEXT.duplicateAction}`],
    [{ weekKey: '2025-11-02' }, `weekKey: ${DOMINATION_PLAN_TEXT.weekKey}`],
    [
      { nextWeekActions: [{ id: 'a3', milestoneId: 'm2', title: 'X', weekKey: '2025-W45' }] },
      "nextWeekActions.0: Unrecognized key(s) in object: 'weekKey'",
    ],
    [
      {
        nextWeekActions: Array.from({ length: 11 }, (_, i) => ({
          id: `n${i}`,
          milestoneId: 'm2',
          title: 'X',
        })),
      },
      `nextWeekActions: ${DOMINATION_PLAN_TEXT.tooManyActionsInWeek}`,
    ],
  ])('refuses %j', (change, issue) => {
    expect(firstIssue(CreateCheckInRequestSchema.safeParse({ ...create, ...change }))).toBe(issue)
  })

  it('corrects answers with a version, never the week', () => {
    expect(UpdateCheckInRequestSchema.safeParse({ version: 1, ...answers }).success).toBe(true)
    expect(
      UpdateCheckInRequestSchema.safeParse({ version: 1, ...answers, weekKey: '2025-W44' }).success,
    ).toBe(false)
  })

  it('answers a check-in and the one due now', () => {
    const checkIn = {
      id: ID,
      version: 1,
      weekKey: '2025-W44',
      ...answers,
      actionsDone: 1,
      actionsTotal: 1,
      late: false,
      createdAt: AT,
      updatedAt: AT,
    }
    expect(CheckInSchema.parse(checkIn)).toEqual(checkIn)
    const current = {
      weekKey: '2025-W45',
      state: 'UPCOMING',
      opensAt: '2025-11-09T17:00:00.000Z',
      lateFrom: '2025-11-09T23:00:00.000Z',
      closesAt: '2025-11-12T23:00:00.000Z',
      checkInId: null,
    }
    expect(CheckInListSchema.safeParse({ items: [checkIn], current }).success).toBe(true)
    expect(
      CheckInListSchema.safeParse({ items: [], current: { ...current, state: 'MISSED' } }).success,
    ).toBe(false)
  })
})
