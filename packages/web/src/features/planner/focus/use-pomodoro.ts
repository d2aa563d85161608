import type { FocusTiming } from '@app/contract/planner'
import {
  phaseAnnouncement,
  pomodoroAt,
  type PomodoroSettings,
  type PomodoroState,
} from '@app/domain/planner/pomodoro'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

const SECOND_MS = 1_000

/**
 * The timer of a running focus session, derived from the stored instants (decision 0163): the
 * state holds no countdown, only the device's time of the last display refresh, taken again when
 * the shown second changes and when the tab wakes (`onWake` also lets the page re-read the
 * instants another tab may have changed). `onPhase` hears each phase change with its words.
 */
export function usePomodoro(
  timing: FocusTiming | null,
  settings: PomodoroSettings,
  { onWake, onPhase }: { onWake: () => void; onPhase: (announcement: string) => void },
): PomodoroState | null {
  const [now, setNow] = useState(() => Date.now())
  const running = timing !== null && timing.endedAt === null
  const state = running ? pomodoroAt(timing, settings, now) : null

  const wake = useEffectEvent(onWake)
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState !== 'visible') return
      setNow(Date.now())
      wake()
    }
    document.addEventListener('visibilitychange', visible)
    return () => document.removeEventListener('visibilitychange', visible)
  }, [])

  const endsAt = state?.phaseEndsAt?.getTime() ?? null
  const remaining = state?.remainingMs ?? 0
  useEffect(() => {
    if (endsAt === null) return
    // When the shown 'mm:ss' (rounded up) changes next.
    const delay = remaining % SECOND_MS || SECOND_MS
    const timer = setTimeout(() => setNow(Date.now()), delay + 5)
    return () => clearTimeout(timer)
  }, [endsAt, remaining, now])

  // A change of phase within one session of the timer, not the first reading after a load.
  const phaseKey = state ? `${String(timing?.startedAt)}|${state.session}|${state.phase}` : null
  const seen = useRef(phaseKey)
  const phase = useEffectEvent(onPhase)
  useEffect(() => {
    const before = seen.current
    seen.current = phaseKey
    if (!state || phaseKey === before || before === null) return
    if (before.split('|')[0] !== phaseKey?.split('|')[0]) return
    phase(phaseAnnouncement(state.phase, settings))
  }, [phaseKey, state, settings])

  return state
}
