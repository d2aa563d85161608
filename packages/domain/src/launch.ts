import { PLATFORM_LAUNCH } from './constants'
import type { Instant } from './format'
import { LAUNCH_TEXTS } from './messages'

export interface LaunchState {
  isLaunched: boolean
  heading: string
  buttonLabel: string
  buttonTo: string
}

/** Where the waiting-list sign-up lives before the launch, and the platform page after it. */
export const WAITING_LIST_PATH = '/platforma/dostep'
export const PLATFORM_PATH = '/platforma'

/** Home page wording: coming soon with a waiting list before the launch, available from it on. */
export function launchState(now: Instant): LaunchState {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  const isLaunched = nowMs >= PLATFORM_LAUNCH.getTime()
  const texts = isLaunched ? LAUNCH_TEXTS.after : LAUNCH_TEXTS.before
  return {
    isLaunched,
    heading: texts.heading,
    buttonLabel: texts.button,
    buttonTo: isLaunched ? PLATFORM_PATH : WAITING_LIST_PATH,
  }
}
