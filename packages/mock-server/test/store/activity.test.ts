import { describe, expect, it } from 'vitest'
import { ActivityEventSchema, type ActivityEvent } from '@app/contract/activity'
import { streaks, studySecondsByDay, warsawDay } from '@app/domain/activity/activity-stats'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { ActivityRepository } from '../../src/store/activity'
import { PERSONA_IDS } from '../../src/store/seed/personas'

const A = 'user-a'
const B = 'user-b'
const watched = { course: 'KED', episodeId: 'ked-w0-e1', week: 0, seconds: 30 } as const
const repository = (now = '2025-10-15T10:00:00.000Z') => new ActivityRepository(() => new Date(now))

/** The seeded log of a persona as the domain reads it. */
function statsOf(events: ActivityEvent[], today: string) {
  const study = events.flatMap((e) =>
    e.type === 'video_watched'
      ? [{ id: e.id, occurredAt: e.occurredAt, studySeconds: e.payload.seconds }]
      : [],
  )
  return { days: studySecondsByDay(study), ...streaks(studySecondsByDay(study), today) }
}

describe('ActivityRepository', () => {
  it('records an event with a KSUID of its time and hands it back as recorded', () => {
    const log = repository()
    const at = new Date('2025-10-14T16:05:00.000Z')
    const event = log.record(A, 'video_watched', watched, at)
    expect(ActivityEventSchema.parse(event)).toEqual(event)
    expect(event).toMatchObject({ type: 'video_watched', occurredAt: at.toISOString() })
    expect(event.id).toMatch(/^[0-9A-Za-z]{27}$/)
    expect(log.forUser(A)).toEqual([event])
  })

  it('is append-only: events are frozen and forUser gives a copy of the list', () => {
    const log = repository()
    const event = log.record(
      A,
      'notes_saved',
      { course: 'KED', episodeId: 'e', chars: 3 },
      new Date(),
    )
    expect(Object.isFrozen(event) && Object.isFrozen(event.payload)).toBe(true)
    expect(() => {
      ;(event.payload as { chars: number }).chars = 99
    }).toThrow(TypeError)
    const list = log.forUser(A)
    list.pop()
    expect(log.forUser(A)).toHaveLength(1)
  })

  it('refuses to record what the contract would refuse, and keeps nothing of it', () => {
    const log = repository()
    const at = new Date('2025-10-14T16:00:00.000Z')
    expect(() => log.record(A, 'quiz_completed', { score: 7 } as object, at)).toThrow()
    expect(() => log.record(A, 'video_watched', { ...watched, seconds: 0 }, at)).toThrow()
    expect(log.forUser(A)).toEqual([])
  })

  it('keeps each user apart and forgets only the deleted one', () => {
    const log = repository()
    log.record(A, 'video_watched', watched, new Date('2025-10-14T16:00:00.000Z'))
    log.record(B, 'quiz_completed', {}, new Date('2025-10-14T17:00:00.000Z'))
    expect(log.forUser(A).map((e) => e.type)).toEqual(['video_watched'])
    expect(log.forUser(B).map((e) => e.type)).toEqual(['quiz_completed'])
    log.deleteUser(A)
    expect(log.forUser(A)).toEqual([])
    expect(log.forUser(B)).toHaveLength(1)
  })

  it('orders by instant whatever the order of recording; ids of later seconds sort later', () => {
    const log = repository()
    const late = log.record(A, 'video_watched', watched, new Date('2025-10-14T18:00:00.000Z'))
    const early = log.record(A, 'video_watched', watched, new Date('2025-10-13T18:00:00.000Z'))
    expect(log.forUser(A).map((e) => e.id)).toEqual([early.id, late.id])
    expect(early.id < late.id).toBe(true)
  })

  it('lists Warsaw days from..to, both included, of some types, newest first', () => {
    const log = repository()
    const at = (iso: string) => new Date(iso)
    log.record(A, 'video_watched', watched, at('2025-10-12T21:59:59.999Z')) // 12.10 23:59:59 CEST
    const first = log.record(A, 'video_watched', watched, at('2025-10-12T22:00:00.000Z')) // 13.10
    const quiz = log.record(A, 'quiz_completed', {}, at('2025-10-13T12:00:00.000Z'))
    const last = log.record(A, 'video_watched', watched, at('2025-10-14T21:59:59.999Z')) // 14.10
    log.record(A, 'video_watched', watched, at('2025-10-14T22:00:00.000Z')) // 15.10
    expect(log.list(A, { from: '2025-10-13', to: '2025-10-14' })).toEqual([last, quiz, first])
    const videos = log.list(A, { from: '2025-10-13', to: '2025-10-14', types: ['video_watched'] })
    expect(videos).toEqual([last, first])
    expect(log.list(B, { from: '2025-10-13', to: '2025-10-14' })).toEqual([])
  })

  it('answers whether some event of a type passes a test', () => {
    const log = repository()
    log.record(A, 'notes_saved', { course: 'KED', episodeId: 'e1', chars: 3 }, new Date())
    expect(log.some(A, 'notes_saved', (e) => e.payload.episodeId === 'e1')).toBe(true)
    expect(log.some(A, 'notes_saved', (e) => e.payload.episodeId === 'e2')).toBe(false)
    expect(log.some(A, 'video_watched', () => true)).toBe(false)
    expect(log.some(B, 'notes_saved', () => true)).toBe(false)
  })
})

describe('the seeded log', () => {
  // Every weekday, both changeovers and a leap day as "today".
  const todays = [
    '2025-10-13T10:00:00.000Z',
    '2025-10-14T10:00:00.000Z',
    '2025-10-15T10:00:00.000Z',
    '2025-10-16T10:00:00.000Z',
    '2025-10-17T10:00:00.000Z',
    '2025-10-18T10:00:00.000Z',
    '2025-10-19T10:00:00.000Z',
    '2025-03-30T10:00:00.000Z',
    '2025-10-26T23:30:00.000Z',
    '2028-02-29T22:59:00.000Z',
  ]

  it.each(todays)('gives uczen streak 6, longest 12, 8 weeks up to yesterday (today %s)', (now) => {
    const events = repository(now).forUser(PERSONA_IDS.uczen)
    const today = toWarsawDateKey(new Date(now))
    const stats = statsOf(events, today)
    expect([stats.current, stats.longest, stats.activeToday]).toEqual([6, 12, false])
    const days = [...stats.days.keys()]
    const daysAgo = (day: string) => (Date.parse(today) - Date.parse(day)) / 86_400_000
    expect(daysAgo(days[0] as string)).toBeLessThanOrEqual(56)
    expect(daysAgo(days.at(-1) as string)).toBe(1)
    // Active days study 20-90 minutes; 7 days ago there were only a few minutes.
    for (const [day, seconds] of stats.days) {
      if (daysAgo(day) === 7) expect(seconds).toBeLessThan(300)
      else expect(seconds / 60, day).toBeGreaterThanOrEqual(20)
      if (daysAgo(day) !== 7) expect(seconds / 60, day).toBeLessThanOrEqual(90)
    }
    // A gap week: 7 days in a row without any event.
    const active = new Set(days.map(daysAgo))
    expect([35, 36, 37, 38, 39, 40, 41].some((n) => active.has(n))).toBe(false)
  })

  it.each(todays)('gives pro no current streak, started 21 days ago (today %s)', (now) => {
    const events = repository(now).forUser(PERSONA_IDS.pro)
    const today = toWarsawDateKey(new Date(now))
    const stats = statsOf(events, today)
    expect(stats.current).toBe(0)
    const first = [...stats.days.keys()][0] as string
    expect((Date.parse(today) - Date.parse(first)) / 86_400_000).toBe(21)
    expect(events.every((e) => e.type !== 'video_watched' || e.payload.week === 0)).toBe(true)
  })

  it('studies weeks 0-3 of KED between 16:00 and 20:00 Warsaw time, mostly on weekdays', () => {
    const events = repository().forUser(PERSONA_IDS.uczen)
    const videos = events.filter((e) => e.type === 'video_watched')
    expect(new Set(videos.map((e) => e.payload.week))).toEqual(new Set([0, 1, 2, 3]))
    const todays = events.filter((e) => warsawDay(e.occurredAt) === '2025-10-15')
    expect(todays.map((e) => e.type)).toEqual(Array(5).fill('chat_message'))
    expect(todays.every((e) => e.occurredAt < '2025-10-15T10:00:00.000Z')).toBe(true)
    for (const event of events.filter((e) => !todays.includes(e))) {
      const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Warsaw',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(new Date(event.occurredAt))
        .split(':')
        .map(Number)
      const minutes = (hour as number) * 60 + (minute as number)
      expect(minutes, event.occurredAt).toBeGreaterThanOrEqual(16 * 60)
      expect(minutes, event.occurredAt).toBeLessThanOrEqual(20 * 60 + 1)
    }
    expect(events.some((e) => e.type === 'notes_saved')).toBe(true)
    for (const event of events) expect(ActivityEventSchema.safeParse(event).success).toBe(true)
  })

  it('is the same after every reset for the same day, and follows the clock', () => {
    const log = repository('2025-10-15T10:00:00.000Z')
    const before = log.forUser(PERSONA_IDS.uczen)
    log.reset()
    expect(log.forUser(PERSONA_IDS.uczen)).toEqual(before)
    const later = repository('2025-10-22T10:00:00.000Z').forUser(PERSONA_IDS.uczen)
    const lastVideo = (events: ActivityEvent[]) =>
      events.findLast((e) => e.type === 'video_watched')?.occurredAt as string
    expect(warsawDay(lastVideo(later))).toBe('2025-10-21')
    expect(warsawDay(lastVideo(before))).toBe('2025-10-14')
    expect(warsawDay(later.at(-1)?.occurredAt as string)).toBe('2025-10-22')
    expect(warsawDay(before.at(-1)?.occurredAt as string)).toBe('2025-10-15')
  })

  it('has no events for other personas', () => {
    const log = repository()
    for (const id of [PERSONA_IDS.mini, PERSONA_IDS.nowy, PERSONA_IDS.rodzic, PERSONA_IDS.admin])
      expect(log.forUser(id)).toEqual([])
  })
})
