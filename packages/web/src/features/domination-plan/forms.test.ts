import type { WeeklyAction } from '@app/contract/domination-plan'
import { CreateCheckInRequestSchema } from '@app/contract/domination-plan'
import { describe, expect, it } from 'vitest'
import { BlockFormSchema, blockRequest, defaultBlockDay, timeSpan, topicOf } from './block-form'
import {
  CheckInFormSchema,
  checkInRequest,
  correctionRequest,
  correctionValues,
  newCheckInValues,
} from './check-in-form'

const week: WeeklyAction[] = [
  { id: 'a1', weekKey: '2026-W48', milestoneId: 'm1', title: 'Esej', done: true },
  { id: 'a2', weekKey: '2026-W48', milestoneId: 'm1', title: 'List', done: false },
]

describe('the check-in’s requests', () => {
  it('starts from the plan’s ticks and sends the ticked ids, the rating as a number', () => {
    const values = { ...newCheckInValues(week), rating: '4', wentWell: ' Dużo ' }
    expect(values.ticks).toEqual([true, false])
    values.nextWeekActions = [{ id: 'n1', milestoneId: 'm1', title: ' Słówka ' }]
    const body = checkInRequest(values, '2026-W48', week)
    expect(body).toEqual({
      weekKey: '2026-W48',
      doneActionIds: ['a1'],
      rating: 4,
      wentWell: 'Dużo',
      gotInTheWay: '',
      willChange: '',
      nextWeekActions: [{ id: 'n1', milestoneId: 'm1', title: 'Słówka' }],
    })
    expect(CreateCheckInRequestSchema.safeParse(body).success).toBe(true)
  })

  it('corrects a saved check-in with its version; refuses a missing rating', () => {
    const saved = {
      ...checkInRequest({ ...newCheckInValues(week), rating: '2' }, '2026-W48', week),
      doneActionIds: ['a2'],
      version: 3,
    }
    const values = correctionValues(
      {
        ...saved,
        id: 'x',
        actionsDone: 1,
        actionsTotal: 2,
        late: true,
        createdAt: '',
        updatedAt: '',
      },
      week,
    )
    expect(values.ticks).toEqual([false, true])
    expect(correctionRequest({ ...values, rating: '5' }, saved, week)).toMatchObject({
      version: 3,
      doneActionIds: ['a2'],
      rating: 5,
    })
    const refused = CheckInFormSchema.safeParse(newCheckInValues(week))
    expect(refused.error?.issues[0]?.message).toBe('Oceń tydzień w skali od 1 do 5.')
  })
})

describe('an action as a planner block', () => {
  it('starts at Warsaw wall time, in winter and summer', () => {
    const values = BlockFormSchema.parse({
      planId: 'p',
      subject: 'matematyka',
      kind: 'LEARN',
      topic: 'Funkcja kwadratowa',
      date: '2026-11-30',
      time: '17:00',
      minutes: 45,
    })
    expect(blockRequest(values)).toEqual({
      subject: 'matematyka',
      topic: 'Funkcja kwadratowa',
      kind: 'LEARN',
      startsAt: '2026-11-30T16:00:00.000Z',
      durationMinutes: 45,
    })
    expect(blockRequest({ ...values, date: '2026-06-01' }).startsAt).toBe(
      '2026-06-01T15:00:00.000Z',
    )
    expect(timeSpan('17:00', 45)).toBe('17:00–17:45')
    expect(timeSpan('23:30', 45)).toBe('23:30–00:15')
  })

  it('offers the week’s Monday, or tomorrow once it has passed; cuts a long title', () => {
    expect(defaultBlockDay('2026-W49', '2026-11-27')).toBe('2026-11-30')
    expect(defaultBlockDay('2026-W48', '2026-11-27')).toBe('2026-11-28')
    expect(topicOf('x'.repeat(120))).toHaveLength(80)
  })
})
