import type { Goal } from '@app/contract/domination-plan'

/** A select's options: each goal's milestones in a group named by the goal. */
export function MilestoneOptions({ goals }: { goals: readonly Goal[] }) {
  return (
    <>
      {goals
        .filter((goal) => goal.milestones.length > 0)
        .map((goal, g) => (
          <optgroup key={goal.id} label={goal.title || `Cel ${g + 1}`}>
            {goal.milestones.map((milestone, m) => (
              <option key={milestone.id} value={milestone.id}>
                {milestone.title || `Kamień milowy ${m + 1}`}
                {milestone.done ? ' (zrobione)' : ''}
              </option>
            ))}
          </optgroup>
        ))}
    </>
  )
}
