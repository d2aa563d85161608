import { describe, expect, it } from 'vitest'
import type { WeeklyAction } from '@app/contract/domination-plan'
import { DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan/text'
import { applyCheckIn, tickWeek, type NewAction } from './check-in-actions'

const action = (id: string, weekKey: string, done = false): WeeklyAction => ({
  id,
  weekKey,
  milestoneId: 'm1',
  title: `Działanie ${id}`,
  done,
})

const goals = [
  {
    id: 'g1',
    title: 'Zdać FCE',
    why: '',
    milestones: [
      { id: 'm1', quarter: 1, title: 'Writing', done: false },
      { id: 'm2', quarter: 2, title: 'Listening', done: false },
    ],
  },
]
const actions = [
  action('a1', '2025-W44', true),
  action('a2', '2025-W44'),
  action('a3', '2025-W44'),
  action('b1', '2025-W43', true),
  action('c1', '2025-W45'),
]
const summary = (result: ReturnType<typeof tickWeek>) =>
  result.ok
    ? {
        done: result.actions.filter((a) => a.done).map((a) => a.id),
        counts: [result.actionsDone, result.actionsTotal],
        changed: result.changed,
      }
    : result.message

describe('tickWeek', () => {
  it.each([
    [['a2'], { done: ['a2', 'b1'], counts: [1, 3], changed: true }],
    [['a1', 'a3'], { done: ['a1', 'a3', 'b1'], counts: [2, 3], changed: true }],
    [['a1'], { done: ['a1', 'b1'], counts: [1, 3], changed: false }],
    [[], { done: ['b1'], counts: [0, 3], changed: true }],
    [['a1', 'a2', 'a3'], { done: ['a1', 'a2', 'a3', 'b1'], counts: [3, 3], changed: true }],
    [['b1'], TEXT.actionNotInWeek],
    [['c1'], TEXT.actionNotInWeek],
    [['zz'], TEXT.actionNotInWeek],
  ])('ticks %j of 2025-W44', (ids, expected) => {
    expect(summary(tickWeek(actions, '2025-W44', ids))).toEqual(expected)
  })

  it('counts a week without actions as 0 of 0 and changes nothing', () => {
    expect(summary(tickWeek(actions, '2025-W46', []))).toEqual({
      done: ['a1', 'b1'],
      counts: [0, 0],
      changed: false,
    })
  })

  it('leaves the other weeks and the plan’s order as they are', () => {
    const result = tickWeek(actions, '2025-W44', ['a3'])
    expect(result.ok && result.actions.map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1'])
    expect(result.ok && result.actions[3]).toBe(actions[3])
  })
})

describe('applyCheckIn', () => {
  const next = (id: string, milestoneId = 'm2'): NewAction => ({ id, milestoneId, title: 'Nowe' })
  const apply = (nextWeekActions: NewAction[], weekKey = '2025-W44', planActions = actions) =>
    applyCheckIn({ goals, actions: planActions }, { weekKey, doneActionIds: [], nextWeekActions })

  it('adds next week’s actions under the next week’s key, not done, after the others', () => {
    const result = apply([next('n1'), next('n2', 'm1')])
    expect(result.ok && result.actions.slice(-2)).toEqual([
      { id: 'n1', weekKey: '2025-W45', milestoneId: 'm2', title: 'Nowe', done: false },
      { id: 'n2', weekKey: '2025-W45', milestoneId: 'm1', title: 'Nowe', done: false },
    ])
    expect(result.ok && [result.actionsDone, result.actionsTotal, result.changed]).toEqual([
      0,
      3,
      true,
    ])
  })

  it.each([
    ['2025-W52', '2026-W01'],
    ['2026-W53', '2027-W01'],
    ['2026-W52', '2026-W53'],
  ])('after %s comes %s', (weekKey, nextWeek) => {
    const result = apply([next('n1')], weekKey)
    expect(result.ok && result.actions.at(-1)?.weekKey).toBe(nextWeek)
  })

  it.each([
    ['a milestone not in the plan', [next('n1', 'm9')], TEXT.unknownMilestone],
    ['an action’s id', [next('a2')], TEXT.duplicateId],
    ['a goal’s id', [next('g1')], TEXT.duplicateId],
    ['a milestone’s id', [next('m1')], TEXT.duplicateId],
    ['the same new id twice', [next('n1'), next('n1')], TEXT.duplicateId],
    [
      'an 11th action in next week (1 planned + 10)',
      Array.from({ length: 10 }, (_, i) => next(`n${i}`)),
      TEXT.tooManyActionsInWeek,
    ],
  ])('refuses %s', (_what, nextWeekActions, message) => {
    expect(apply(nextWeekActions)).toEqual({ ok: false, message })
  })

  it('takes 9 more in a week that has 1, and refuses the plan’s 531st action', () => {
    expect(apply(Array.from({ length: 9 }, (_, i) => next(`n${i}`))).ok).toBe(true)
    const full = Array.from({ length: 530 }, (_, i) => action(`x${i}`, '2025-W01'))
    expect(apply([next('n1')], '2025-W44', full)).toEqual({
      ok: false,
      message: TEXT.tooManyActions,
    })
  })

  it('refuses a foreign tick before looking at next week', () => {
    const result = applyCheckIn(
      { goals, actions },
      { weekKey: '2025-W44', doneActionIds: ['c1'], nextWeekActions: [next('n1', 'm9')] },
    )
    expect(result).toEqual({ ok: false, message: TEXT.actionNotInWeek })
  })
})
