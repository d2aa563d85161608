import { PLATFORM_LAUNCH } from '../shared/constants'
import type { Instant } from '../shared/format'
import { PLATFORM_PAGE } from '../navigation/menus'
import { LAUNCH_TEXTS } from '../shared/messages'
import type { StaticRoutePath } from '../navigation/routes'

export interface LaunchState {
  isLaunched: boolean
  heading: string
  /** The call's button; none before the launch while the waiting list has no page (0108). */
  button: { label: string; to: StaticRoutePath } | null
}

/**
 * Home page wording: coming soon before the launch, available from it on, with a button to the
 * platform's presentation (SPEC's waiting list and platform pages are not built yet).
 */
export function launchState(now: Instant): LaunchState {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  const isLaunched = nowMs >= PLATFORM_LAUNCH.getTime()
  if (!isLaunched) return { isLaunched, heading: LAUNCH_TEXTS.before.heading, button: null }
  return {
    isLaunched,
    heading: LAUNCH_TEXTS.after.heading,
    button: { label: LAUNCH_TEXTS.after.button, to: PLATFORM_PAGE },
  }
}
