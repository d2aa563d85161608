import { dailyGoalLabel, dailyGoalProgress } from '@app/domain/exercises/exercise-goal'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { solvedOnDayQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { useNow } from '../../../lib/use-now'
import './exercises-list.css'

/**
 * 'Dziś rozwiązane: 2 z 5': today's `exercise_solved` events from the activity log against the
 * daily goal of 'Ustawienia zadań', counted by the domain's Warsaw day (decision 0186). Nothing
 * while either is on its way or failed: it is a side note.
 */
export function SolvedToday({ userId }: { userId: string }) {
  const now = useNow(60_000)
  const settings = useQuery(settingsQuery(userId))
  const events = useQuery(solvedOnDayQuery(userId, toWarsawDateKey(now)))
  if (!settings.data || !events.data) return null
  const progress = dailyGoalProgress(
    events.data.map((event) => ({ at: event.occurredAt })),
    settings.data.exerciseSettings.dailyGoal,
    now,
  )
  const text = dailyGoalLabel(progress)
  return (
    <span className="exercise-goal">
      <span>{text}</span>
      <ProgressBar
        value={progress.solvedToday}
        max={progress.goal}
        label="Dzienny cel"
        valueText={text}
        tone={progress.reached ? 'success' : 'accent'}
        size="sm"
      />
    </span>
  )
}
