/** The preferred parts of the day (decision 0161) as a Warsaw day's spans. */
import { PREFERRED_TIME_MINUTES, type PreferredTime } from '@app/contract/planner/constants'
import type { Span, WarsawDay } from './timeline'

/** The day's preferred spans, or null when none or all parts are preferred (no preference). */
export function preferredSpans(preferred: readonly PreferredTime[], day: WarsawDay): Span[] | null {
  if (preferred.length === 0 || preferred.length === Object.keys(PREFERRED_TIME_MINUTES).length)
    return null
  const spans: Span[] = []
  for (const part of preferred) {
    const [from, to] = PREFERRED_TIME_MINUTES[part]
    const span = day.span(from, to)
    if (span) spans.push(span)
  }
  return spans.sort((a, b) => a[0] - b[0])
}
