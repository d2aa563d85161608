/**
 * Watch-time accounting for the course player, pure so that it can be tested without a player.
 * Vimeo reports `timeupdate` about four times a second; a jump larger than MAX_PLAYED_STEP_S is a
 * seek, not watching, and is not counted.
 */
export const MAX_PLAYED_STEP_S = 2
/** While playing, progress is reported this often (and always on pause, end and leaving). */
export const WATCH_REPORT_INTERVAL_MS = 15_000
/** How long the video player may take to answer before the page says it cannot load (decision). */
export const VIDEO_READY_TIMEOUT_MS = 15_000
/** A saved position this close to the end starts the video from the beginning again. */
export const RESUME_END_MARGIN_S = 10

export interface WatchState {
  /** The last position seen, in seconds. */
  lastPosition: number | null
  /** Seconds played since the last report. */
  unreported: number
}

export const initialWatchState = (): WatchState => ({ lastPosition: null, unreported: 0 })

/** A new position from the player: forward steps of normal playback are counted as watched. */
export function onPosition(state: WatchState, position: number): WatchState {
  const step = state.lastPosition === null ? 0 : position - state.lastPosition
  const played = step > 0 && step <= MAX_PLAYED_STEP_S ? step : 0
  return { lastPosition: position, unreported: state.unreported + played }
}

/** What to send now, and the state after sending it. Deltas are whole seconds; the rest waits. */
export function takeReport(state: WatchState): { delta: number; state: WatchState } {
  const delta = Math.floor(state.unreported)
  return { delta, state: { ...state, unreported: state.unreported - delta } }
}

/** Where playback resumes: the saved position, unless it is (almost) at the end. */
export function resumePosition(savedSeconds: number, durationSeconds: number): number {
  if (savedSeconds <= 0) return 0
  if (durationSeconds > 0 && savedSeconds >= durationSeconds - RESUME_END_MARGIN_S) return 0
  return savedSeconds
}

/** m:ss or h:mm:ss. */
export function formatPlaybackTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
