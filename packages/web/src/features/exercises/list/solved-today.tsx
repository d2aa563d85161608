import type { ActivityEvent } from '@app/contract/activity'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { solvedOnDayQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { useNow } from '../../../lib/use-now'
import { solvedTodayText } from './exercise-text'

/** The exercises first solved on the Warsaw day `dayKey` (each `exercise_solved` once). */
function solvedOn(events: readonly ActivityEvent[], dayKey: string): number {
  const solved = new Set<string>()
  for (const event of events)
    if (event.type === 'exercise_solved' && toWarsawDateKey(new Date(event.occurredAt)) === dayKey)
      solved.add(event.payload.exerciseId)
  return solved.size
}

/**
 * 'Dziś rozwiązane: 2 z 5': today's solved exercises (from the activity log) against the daily
 * goal of 'Ustawienia zadań'. Nothing while either is on its way or failed: it is a side note.
 */
export function SolvedToday({ userId }: { userId: string }) {
  const today = toWarsawDateKey(useNow(60_000))
  const settings = useQuery(settingsQuery(userId))
  const events = useQuery(solvedOnDayQuery(userId, today))
  if (!settings.data || !events.data) return null
  const goal = settings.data.exerciseSettings.dailyGoal
  const solved = solvedOn(events.data, today)
  const text = solvedTodayText(solved, goal)
  return (
    <span className="exercise-goal">
      <span>{text}</span>
      <ProgressBar
        value={solved}
        max={goal}
        label="Dzienny cel"
        valueText={text}
        tone="accent"
        size="sm"
      />
    </span>
  )
}
