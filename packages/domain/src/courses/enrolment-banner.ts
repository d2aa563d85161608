import { ENROLMENT_DEADLINE } from '../shared/constants'
import { formatWarsawDateTime, type Instant } from '../shared/format'
import { PLATFORM_PAGE } from '../navigation/menus'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export type EnrolmentBanner =
  | { visible: false }
  | {
      visible: true
      /** The deadline in Warsaw time, 'dd.mm.yyyy hh:mm'. */
      deadlineLabel: string
      remaining: Countdown
      detailsTo: StaticRoutePath
    }

/** Splits a duration into whole days, hours, minutes and seconds (partial seconds round up). */
export function countdownParts(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}

/**
 * The sales banner: visible strictly before the enrolment deadline with a countdown to it (so
 * it never shows 0 s while visible), hidden from the deadline on. The details go to the
 * presentation of the course and the platform, a parent's to the course page for parents
 * (SPEC's /platforma and /platforma/prezentacja are not built yet, 0108).
 */
export function enrolmentBanner(now: Instant, user: { isParent: boolean } | null): EnrolmentBanner {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  const left = ENROLMENT_DEADLINE.getTime() - nowMs
  if (left <= 0) return { visible: false }
  return {
    visible: true,
    deadlineLabel: formatWarsawDateTime(ENROLMENT_DEADLINE),
    remaining: countdownParts(left),
    detailsTo: user?.isParent ? ROUTES.kedForParents : PLATFORM_PAGE,
  }
}
