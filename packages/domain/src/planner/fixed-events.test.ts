import { describe, expect, it } from 'vitest'
import { plannerFixedEvents } from './fixed-events'
import { warsaw } from './planner.fixtures'

describe('plannerFixedEvents', () => {
  const iso = (month: number, day: number, hour: number) =>
    warsaw(2026, month, day, hour).toISOString()

  it('lists the Saturday 17:00 consultations up to the last date, one under way too', () => {
    const now = warsaw(2026, 10, 24, 17, 30).getTime()
    expect(plannerFixedEvents(now, '2026-11-07', null)).toEqual([
      { startsAt: iso(10, 24, 17), endsAt: iso(10, 24, 18) },
      { startsAt: iso(10, 31, 17), endsAt: iso(10, 31, 18) },
      { startsAt: iso(11, 7, 17), endsAt: iso(11, 7, 18) },
    ])
  })

  it('adds a booked meeting that has not ended, in order', () => {
    const meeting = {
      startsAt: iso(10, 28, 19),
      endsAt: warsaw(2026, 10, 28, 19, 45).toISOString(),
    }
    const events = plannerFixedEvents(warsaw(2026, 10, 28, 17).getTime(), '2026-10-31', meeting)
    expect(events).toEqual([meeting, { startsAt: iso(10, 31, 17), endsAt: iso(10, 31, 18) }])
    expect(plannerFixedEvents(warsaw(2026, 10, 28, 20).getTime(), '2026-10-29', meeting)).toEqual(
      [],
    )
  })
})
