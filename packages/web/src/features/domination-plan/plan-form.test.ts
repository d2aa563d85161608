import type { DominationPlan } from '@app/contract/domination-plan'
import { UpdateDominationPlanRequestSchema } from '@app/contract/domination-plan'
import { describe, expect, it } from 'vitest'
import {
  editedPlanRequest,
  PlanFormSchema,
  toFormValues,
  weekHasRoom,
  withNewAction,
  withToggled,
} from './plan-form'

const plan: DominationPlan = {
  version: 4,
  vision: 'Umiem się uczyć.',
  goals: [
    {
      id: 'g1',
      title: 'Zdać FCE',
      why: '',
      milestones: [
        { id: 'm1', quarter: 1, title: 'Próbny test', done: true },
        { id: 'm2', quarter: 2, title: 'Writing', done: false },
      ],
    },
    {
      id: 'g2',
      title: 'Biegać',
      why: 'Sen',
      milestones: [{ id: 'm3', quarter: 2, title: '5 km', done: false }],
    },
  ],
  actions: [
    { id: 'a1', weekKey: '2026-W47', milestoneId: 'm2', title: 'Esej', done: true },
    { id: 'a2', weekKey: '2026-W48', milestoneId: 'm2', title: 'List', done: false },
    { id: 'a3', weekKey: '2026-W48', milestoneId: 'm3', title: 'Bieg', done: false },
    { id: 'a4', weekKey: '2026-W49', milestoneId: 'm3', title: 'Interwały', done: false },
  ],
  updatedAt: '2026-11-22T18:00:00.000Z',
}
const WEEK = '2026-W48'

describe('the plan editor’s PUT body', () => {
  it('starts from the plan, this week’s actions only; an empty plan with one goal to write', () => {
    const values = toFormValues(plan, WEEK)
    expect(values.actions.map((a) => a.id)).toEqual(['a2', 'a3'])
    expect(values.actions[0]).toEqual({ id: 'a2', milestoneId: 'm2', title: 'List', done: false })
    const empty = toFormValues({ ...plan, vision: '', goals: [], actions: [] }, WEEK)
    expect(empty.goals).toHaveLength(1)
    expect(empty.goals[0]).toMatchObject({ title: '', why: '', milestones: [] })
    expect(empty.goals[0]!.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/)
  })

  it('puts the edit over the plan as last read: its version, other weeks kept in order', () => {
    const values = toFormValues(plan, WEEK)
    values.vision = '  Nowa wizja  '
    values.actions = [
      { ...values.actions[1]!, title: ' Bieg 5 km ' },
      { id: 'new', milestoneId: 'm2', title: 'Słówka', done: false },
    ]
    const refetched = { ...plan, version: 6 }
    const body = editedPlanRequest(refetched, values, WEEK)
    expect(body.version).toBe(6)
    expect(body.vision).toBe('Nowa wizja')
    expect(body.actions.map((a) => [a.id, a.weekKey, a.title])).toEqual([
      ['a1', '2026-W47', 'Esej'],
      ['a3', WEEK, 'Bieg 5 km'],
      ['new', WEEK, 'Słówka'],
      ['a4', '2026-W49', 'Interwały'],
    ])
    expect(UpdateDominationPlanRequestSchema.safeParse(body).success).toBe(true)
  })

  it('drops the actions of every week under a removed milestone', () => {
    const values = toFormValues(plan, WEEK)
    values.goals = [values.goals[0]!]
    const body = editedPlanRequest(plan, values, WEEK)
    expect(body.goals.map((g) => g.id)).toEqual(['g1'])
    expect(body.actions.map((a) => a.id)).toEqual(['a1', 'a2'])
    expect(UpdateDominationPlanRequestSchema.safeParse(body).success).toBe(true)
  })

  it('ticks one item, adds an action, knows when a week is full', () => {
    const ticked = withToggled(plan, 'm2')
    expect(ticked.goals[0]!.milestones[1]!.done).toBe(true)
    expect(withToggled(plan, 'a1').actions[0]!.done).toBe(false)
    expect(ticked).not.toHaveProperty('updatedAt')
    const added = withNewAction(plan, WEEK, 'm3', ' Rozciąganie ')
    expect(added.actions.at(-1)).toMatchObject({
      weekKey: WEEK,
      milestoneId: 'm3',
      title: 'Rozciąganie',
    })
    expect(weekHasRoom(plan, WEEK)).toBe(true)
    const full = {
      ...plan,
      actions: Array.from({ length: 10 }, (_, i) => ({ ...plan.actions[1]!, id: `x${i}` })),
    }
    expect(weekHasRoom(full, WEEK)).toBe(false)
  })

  it('checks the form with the contract’s words', () => {
    const values = toFormValues(plan, WEEK)
    values.goals[0]!.title = ' '
    const result = PlanFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['goals', 0, 'title'],
      message: 'Cel musi mieć od 1 do 120 znaków.',
    })
  })
})
