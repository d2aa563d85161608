import { describe, expect, it } from 'vitest'
import {
  focusedMinutes,
  formatRemaining,
  phaseAnnouncement,
  phaseAt,
  pomodoroAt,
  type FocusTiming,
  type PomodoroSettings,
} from './pomodoro'

const DEFAULTS: PomodoroSettings = {
  sessionMinutes: 25,
  breakMinutes: 5,
  longBreakMinutes: 15,
  longBreakEvery: 4,
}
const MIN = 60_000
const START = '2025-10-14T14:00:00.000Z'
const at = (minutes: number, seconds = 0) =>
  new Date(Date.parse(START) + minutes * MIN + seconds * 1000).toISOString()

describe('phaseAt: 25 / 5, a 15-minute break after every 4th session', () => {
  it.each([
    // minutes of timer time, phase, session, minutes left, focused minutes, next phase
    [0, 'FOCUS', 1, 25, 0, 'BREAK'],
    [24.99, 'FOCUS', 1, 0.01, 24.99, 'BREAK'],
    [25, 'BREAK', 1, 5, 25, 'FOCUS'],
    [30, 'FOCUS', 2, 25, 25, 'BREAK'],
    [59, 'BREAK', 2, 1, 50, 'FOCUS'],
    [90, 'FOCUS', 4, 25, 75, 'LONG_BREAK'],
    [115, 'LONG_BREAK', 4, 15, 100, 'FOCUS'],
    [129, 'LONG_BREAK', 4, 1, 100, 'FOCUS'],
    [130, 'FOCUS', 5, 25, 100, 'BREAK'],
    [155, 'BREAK', 5, 5, 125, 'FOCUS'],
    [260, 'FOCUS', 9, 25, 200, 'BREAK'],
  ])('at %d min: %s of session %d, %d min left', (minutes, phase, session, left, focused, next) => {
    const state = phaseAt(minutes * MIN, DEFAULTS)
    expect(state).toMatchObject({ phase, session, nextPhase: next })
    expect(state.remainingMs).toBeCloseTo(left * MIN, 0)
    expect(state.focusedMs).toBeCloseTo(focused * MIN, 0)
  })

  it.each([
    // 50 / 10, long 30 after every 2nd
    [
      { sessionMinutes: 50, breakMinutes: 10, longBreakMinutes: 30, longBreakEvery: 2 },
      110,
      'LONG_BREAK',
      30,
    ],
    [
      { sessionMinutes: 50, breakMinutes: 10, longBreakMinutes: 30, longBreakEvery: 2 },
      140,
      'FOCUS',
      50,
    ],
    // the bounds: 15 / 3, long 10 after every 6th; 90 / 30, long 45 after every 2nd
    [
      { sessionMinutes: 15, breakMinutes: 3, longBreakMinutes: 10, longBreakEvery: 6 },
      105,
      'LONG_BREAK',
      10,
    ],
    [
      { sessionMinutes: 90, breakMinutes: 30, longBreakMinutes: 45, longBreakEvery: 2 },
      90,
      'BREAK',
      30,
    ],
  ])('follows other settings (%j at %d min: %s)', (settings, minutes, phase, left) => {
    const state = phaseAt(minutes * MIN, settings)
    expect(state.phase).toBe(phase)
    expect(state.remainingMs).toBe(left * MIN)
  })
})

describe('pomodoroAt: derived from the stored instants', () => {
  const running: FocusTiming = { startedAt: START, pauses: [] }

  it('gives the phase, the time left and the next change on the wall clock', () => {
    expect(pomodoroAt(running, DEFAULTS, at(10))).toMatchObject({
      phase: 'FOCUS',
      session: 1,
      paused: false,
      remainingMs: 15 * MIN,
      phaseEndsAt: new Date(at(25)),
    })
    expect(pomodoroAt(running, DEFAULTS, at(26)).phaseEndsAt).toEqual(new Date(at(30)))
  })

  it('is the same for any reader at the same instant (a reload, a second tab, a woken tab)', () => {
    const first = pomodoroAt(running, DEFAULTS, new Date(at(47, 13)))
    const second = pomodoroAt({ ...running }, DEFAULTS, Date.parse(at(47, 13)))
    expect(second).toEqual(first)
    // A tab asleep for three hours jumps straight to where the timer is.
    expect(pomodoroAt(running, DEFAULTS, at(180))).toMatchObject({ phase: 'FOCUS', session: 6 })
  })

  it('waits at the start before it (a clock behind the server)', () => {
    expect(pomodoroAt(running, DEFAULTS, at(-3))).toMatchObject({
      phase: 'FOCUS',
      elapsedMs: 0,
      remainingMs: 25 * MIN,
      phaseEndsAt: new Date(at(25)),
    })
  })

  it.each([
    // pauses (minutes from the start), now, elapsed minutes, phase, paused
    [[[10, 20]], 30, 20, 'FOCUS', false],
    [[[10, 20]], 35, 25, 'BREAK', false],
    [[[10, null]], 60, 10, 'FOCUS', true],
    [
      [
        [5, 8],
        [20, 22],
      ],
      30,
      25,
      'BREAK',
      false,
    ],
    [
      [
        [5, 15],
        [10, 20],
      ],
      30,
      15,
      'FOCUS',
      false,
    ], // overlapping pauses count once
    [[[-10, 5]], 30, 25, 'BREAK', false], // a pause before the start counts from the start
    [[[20, 40]], 30, 20, 'FOCUS', true], // a pause that has not ended by now
  ])('shifts everything by its pauses (%j at %d min)', (pauses, now, elapsed, phase, paused) => {
    const timing: FocusTiming = {
      startedAt: START,
      pauses: pauses.map(([from, to]) => ({
        from: at(from as number),
        to: to === null ? null : at(to as number),
      })),
    }
    const state = pomodoroAt(timing, DEFAULTS, at(now as number))
    expect(state).toMatchObject({ elapsedMs: (elapsed as number) * MIN, phase, paused })
    expect(state.phaseEndsAt).toEqual(
      paused ? null : new Date(Date.parse(at(now as number)) + state.remainingMs),
    )
  })

  it('keeps the time left while paused and moves the next change by the pause', () => {
    const paused: FocusTiming = { startedAt: START, pauses: [{ from: at(10), to: null }] }
    expect(pomodoroAt(paused, DEFAULTS, at(12)).remainingMs).toBe(15 * MIN)
    expect(pomodoroAt(paused, DEFAULTS, at(70)).remainingMs).toBe(15 * MIN)
    const resumed: FocusTiming = { startedAt: START, pauses: [{ from: at(10), to: at(70) }] }
    expect(pomodoroAt(resumed, DEFAULTS, at(71)).phaseEndsAt).toEqual(new Date(at(85)))
  })

  it('stops at its end', () => {
    const done: FocusTiming = { startedAt: START, pauses: [], endedAt: at(40) }
    expect(pomodoroAt(done, DEFAULTS, at(300))).toMatchObject({
      ended: true,
      elapsedMs: 40 * MIN,
      phase: 'FOCUS',
      session: 2,
      phaseEndsAt: null,
    })
    expect(pomodoroAt(done, DEFAULTS, at(20)).ended).toBe(false)
  })

  it('counts real time across the clock changes (decision 0026)', () => {
    // 01:50 CET → 03:10 CEST on 30.03.2025 is 20 minutes; 02:50 CEST → 02:10 CET on 26.10.2025 is 20.
    for (const [start, now] of [
      ['2025-03-30T00:50:00.000Z', '2025-03-30T01:10:00.000Z'],
      ['2025-10-26T00:50:00.000Z', '2025-10-26T01:10:00.000Z'],
    ] as const) {
      expect(pomodoroAt({ startedAt: start, pauses: [] }, DEFAULTS, now)).toMatchObject({
        phase: 'FOCUS',
        elapsedMs: 20 * MIN,
        remainingMs: 5 * MIN,
      })
    }
  })

  it('refuses an unreadable instant', () => {
    expect(() =>
      pomodoroAt({ startedAt: '2025-02-30T10:00:00.000Z', pauses: [] }, DEFAULTS, START),
    ).toThrow(RangeError)
  })
})

describe('focusedMinutes', () => {
  it.each([
    // pauses, until (minutes from the start), planned minutes, focused minutes
    [[], 24.99, 45, 24],
    [[], 25, 45, 25],
    [[], 45, 45, 40], // 25 focus, 5 break, 15 focus
    [[], 300, 45, 45], // a forgotten timer counts at most the planned length
    [[[5, 65]], 85, 45, 25], // an hour's pause in the first session
    [[], 0, 45, 0],
  ])('%j until %d min of a %d-minute block: %d', (pauses, until, planned, focused) => {
    const timing: FocusTiming = {
      startedAt: START,
      pauses: pauses.map(([from, to]) => ({ from: at(from as number), to: at(to as number) })),
    }
    expect(focusedMinutes(timing, DEFAULTS, at(until), planned)).toBe(focused)
  })
})

describe('texts', () => {
  it.each([
    [25 * MIN, '25:00'],
    [24 * MIN + 59_001, '25:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
    [90 * MIN, '90:00'],
  ])('%d ms left reads %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text)
  })

  it.each([
    ['BREAK', DEFAULTS, 'Czas na przerwę: 5 minut'],
    ['BREAK', { ...DEFAULTS, breakMinutes: 3 }, 'Czas na przerwę: 3 minuty'],
    ['BREAK', { ...DEFAULTS, breakMinutes: 22 }, 'Czas na przerwę: 22 minuty'],
    ['BREAK', { ...DEFAULTS, breakMinutes: 12 }, 'Czas na przerwę: 12 minut'],
    ['LONG_BREAK', DEFAULTS, 'Czas na długą przerwę: 15 minut'],
    ['FOCUS', DEFAULTS, 'Czas na naukę: 25 minut'],
    ['FOCUS', { ...DEFAULTS, sessionMinutes: 24 }, 'Czas na naukę: 24 minuty'],
  ] as const)('%s announces %j', (phase, settings, text) => {
    expect(phaseAnnouncement(phase, settings)).toBe(text)
  })
})
