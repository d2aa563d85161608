import { formatWarsawDateTime, polishWeekday } from '@app/domain/shared/format'
import '../community.css'

/** 'sobota, 24.10.2026 17:00' (Warsaw time) as a <time> element. */
export function MeetingTime({ at }: { at: Date | string }) {
  const date = typeof at === 'string' ? new Date(at) : at
  return (
    <time dateTime={date.toISOString()}>
      <span className="community-weekday">{polishWeekday(date)}</span>, {formatWarsawDateTime(date)}
    </time>
  )
}
