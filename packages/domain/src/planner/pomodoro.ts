import type { LearningPlannerSettings } from '@app/contract/user'
import { formatCount } from '../shared/format'
import { parseInstant } from '../shared/iso-dates'

/**
 * Focus mode's Pomodoro timer (issue 28, decision 0163). Nothing ticks: the phase, the time left
 * and the next change are derived from the stored start and pause instants and the settings, so a
 * reload, a sleeping tab or a second tab shows the same. A pause shifts everything after it.
 */

export type PomodoroSettings = Pick<
  LearningPlannerSettings,
  'sessionMinutes' | 'breakMinutes' | 'longBreakMinutes' | 'longBreakEvery'
>

/** An ISO instant (as stored), a Date or epoch milliseconds. */
export type InstantLike = string | Date | number

export interface FocusPause {
  from: InstantLike
  /** null while the pause lasts. */
  to: InstantLike | null
}

/** What focus mode stores for a block: when it started, its pauses, when it ended (if it did). */
export interface FocusTiming {
  startedAt: InstantLike
  pauses: readonly FocusPause[]
  /** 'Gotowe' or 'Zakończ': the timer stops here. */
  endedAt?: InstantLike | null
}

export type PomodoroPhase = 'FOCUS' | 'BREAK' | 'LONG_BREAK'

export interface PomodoroState {
  phase: PomodoroPhase
  /** The focus session this phase is or follows, from 1. */
  session: number
  paused: boolean
  ended: boolean
  /** Timer time so far: from the start, without pauses. */
  elapsedMs: number
  /** Of it, the time in focus phases (breaks left out). */
  focusedMs: number
  phaseMs: number
  remainingMs: number
  /** When this phase ends if nothing is paused; null while paused or after the end. */
  phaseEndsAt: Date | null
  nextPhase: PomodoroPhase
}

const MINUTE_MS = 60_000

const toMs = (instant: InstantLike): number => {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? parseInstant(instant)
        : instant.getTime()
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return ms
}

/** Paused time within [start, until], overlapping pauses counted once; and whether `until` is in one. */
function pausedBetween(pauses: readonly FocusPause[], start: number, until: number) {
  const spans = pauses
    .map((p) => [
      Math.max(start, toMs(p.from)),
      Math.min(until, p.to === null ? until : toMs(p.to)),
    ])
    .filter(([from, to]) => (to as number) > (from as number))
    .sort((a, b) => (a[0] as number) - (b[0] as number))
  let total = 0
  let reached = start
  for (const [from, to] of spans as [number, number][]) {
    const begin = Math.max(from, reached)
    if (to > begin) total += to - begin
    reached = Math.max(reached, to)
  }
  const paused = pauses.some((p) => {
    const from = toMs(p.from)
    return from <= until && (p.to === null || toMs(p.to) > until)
  })
  return { total, paused }
}

/** The phase at a timer time (ms of running time since the start). */
export function phaseAt(elapsedMs: number, settings: PomodoroSettings) {
  const focus = settings.sessionMinutes * MINUTE_MS
  const rest = settings.breakMinutes * MINUTE_MS
  const long = settings.longBreakMinutes * MINUTE_MS
  const every = settings.longBreakEvery
  const round = every * focus + (every - 1) * rest + long
  const e = Math.max(0, elapsedMs)
  const rounds = Math.floor(e / round)
  const inRound = e - rounds * round
  const index = Math.min(Math.floor(inRound / (focus + rest)), every - 1)
  const inPair = inRound - index * (focus + rest)
  const session = rounds * every + index + 1
  const focusedMs = rounds * every * focus + index * focus + Math.min(inPair, focus)
  const longBreakNext = index === every - 1
  if (inPair < focus) {
    return {
      phase: 'FOCUS' as PomodoroPhase,
      session,
      focusedMs,
      phaseMs: focus,
      remainingMs: focus - inPair,
      nextPhase: (longBreakNext ? 'LONG_BREAK' : 'BREAK') as PomodoroPhase,
    }
  }
  const phaseMs = longBreakNext ? long : rest
  return {
    phase: (longBreakNext ? 'LONG_BREAK' : 'BREAK') as PomodoroPhase,
    session,
    focusedMs,
    phaseMs,
    remainingMs: phaseMs - (inPair - focus),
    nextPhase: 'FOCUS' as PomodoroPhase,
  }
}

/** The timer at `now`; before the start it waits at the first focus session's beginning. */
export function pomodoroAt(
  timing: FocusTiming,
  settings: PomodoroSettings,
  now: InstantLike,
): PomodoroState {
  const start = toMs(timing.startedAt)
  const end = timing.endedAt === undefined || timing.endedAt === null ? null : toMs(timing.endedAt)
  const ended = end !== null && toMs(now) >= end
  const until = Math.max(start, ended ? (end as number) : toMs(now))
  const { total, paused } = pausedBetween(timing.pauses, start, until)
  const elapsedMs = until - start - total
  const at = phaseAt(elapsedMs, settings)
  const running = !paused && !ended
  return {
    ...at,
    paused,
    ended,
    elapsedMs,
    phaseEndsAt: running ? new Date(until + at.remainingMs) : null,
  }
}

/**
 * The block's focused minutes (decision 0163): whole minutes in focus phases between the start and
 * `until` ('Gotowe'), pauses and breaks left out, never more than the block's planned minutes.
 */
export function focusedMinutes(
  timing: FocusTiming,
  settings: PomodoroSettings,
  until: InstantLike,
  plannedMinutes: number,
): number {
  const minutes = Math.floor(pomodoroAt(timing, settings, until).focusedMs / MINUTE_MS)
  return Math.max(0, Math.min(minutes, plannedMinutes))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'mm:ss' of the time left, rounded up (25:00 at the start, 00:01 in the last second). */
export function formatRemaining(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000))
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}

const MINUTES = { one: 'minuta', few: 'minuty', many: 'minut' }

/** What the timer says when a phase begins ('Czas na przerwę: 5 minut'), for `aria-live`. */
export function phaseAnnouncement(phase: PomodoroPhase, settings: PomodoroSettings): string {
  if (phase === 'FOCUS') return `Czas na naukę: ${formatCount(settings.sessionMinutes, MINUTES)}`
  if (phase === 'BREAK') return `Czas na przerwę: ${formatCount(settings.breakMinutes, MINUTES)}`
  return `Czas na długą przerwę: ${formatCount(settings.longBreakMinutes, MINUTES)}`
}
