import type {
  CurrentCheckIn,
  DominationPlan,
  Goal,
  WeeklyAction,
} from '@app/contract/domination-plan'
import { shiftWeek } from '@app/domain/planner/check-in-window'
import {
  goalProgress,
  weekActionsProgress,
  type PlanYear,
} from '@app/domain/planner/domination-progress'
import { Flag, ListChecks, Pencil, Target } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { withToggled } from '../plan-form'
import { quarterLabel, thisWeekOf, weekRange } from '../weeks'
import { AddAction } from './add-action'
import { BlockDialog } from './block-dialog'
import { usePlanSave } from './use-plan-save'
import '../domination-plan.css'

interface PlanViewProps {
  userId: string
  plan: DominationPlan
  current: CurrentCheckIn
  year: PlanYear
  onEdit: () => void
}

/** The plan as read: the vision, each goal with its progress and milestones, the week's actions. */
export function PlanView({ userId, plan, current, year, onEdit }: PlanViewProps) {
  const { save, busy } = usePlanSave(userId)
  const weekKey = thisWeekOf(current)
  const nextWeek = shiftWeek(weekKey, 1)
  const toggle = (id: string) => save(withToggled(plan, id))
  return (
    <>
      <section className="domination-vision" aria-labelledby="domination-vision-heading">
        <h2 id="domination-vision-heading">Moja wizja</h2>
        {plan.vision ? (
          <blockquote>{plan.vision}</blockquote>
        ) : (
          <p className="domination-note">
            Nie masz jeszcze wizji.{' '}
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Napisz ją
            </Button>
          </p>
        )}
      </section>

      <section aria-labelledby="domination-goals-heading">
        <h2 id="domination-goals-heading">Cele na rok {year.label}</h2>
        {plan.goals.length === 0 ? (
          <p className="domination-note">Dodaj pierwszy cel w edycji planu.</p>
        ) : (
          <ul className="domination-goals">
            {plan.goals.map((goal) => (
              <GoalCard key={goal.id} goal={goal} year={year} busy={busy} onToggle={toggle} />
            ))}
          </ul>
        )}
      </section>

      <WeekActions
        userId={userId}
        plan={plan}
        weekKey={weekKey}
        heading={`Ten tydzień (${weekRange(weekKey)})`}
        busy={busy}
        onToggle={toggle}
      />
      {plan.actions.some((action) => action.weekKey === nextWeek) && (
        <WeekActions
          userId={userId}
          plan={plan}
          weekKey={nextWeek}
          heading={`Następny tydzień (${weekRange(nextWeek)})`}
          busy={busy}
        />
      )}
    </>
  )
}

function GoalCard(props: {
  goal: Goal
  year: PlanYear
  busy: boolean
  onToggle: (id: string) => void
}) {
  const { goal, year, busy, onToggle } = props
  const progress = goalProgress(goal)
  const quarters = ([1, 2, 3, 4] as const).filter((q) =>
    goal.milestones.some((m) => m.quarter === q),
  )
  return (
    <Card
      as="li"
      className="domination-goal"
      icon={Target}
      title={goal.title}
      meta={
        <Badge tone={progress.done === progress.total && progress.total > 0 ? 'success' : 'accent'}>
          {progress.label}
        </Badge>
      }
    >
      {goal.why && (
        <p className="domination-why">
          <span>Dlaczego:</span> {goal.why}
        </p>
      )}
      {progress.total > 0 && (
        <ProgressBar
          value={progress.done}
          max={progress.total}
          label={`Postęp celu: ${goal.title}`}
          valueText={progress.label}
          tone="accent"
          size="sm"
        />
      )}
      {quarters.map((quarter) => (
        <div key={quarter} className="domination-quarter">
          <h4>
            {quarterLabel(year, quarter)}
            {quarter === year.quarter && <Badge tone="brand">teraz</Badge>}
          </h4>
          <ul className="domination-ticks">
            {goal.milestones
              .filter((m) => m.quarter === quarter)
              .map((milestone) => (
                <li key={milestone.id}>
                  <Checkbox
                    label={milestone.title}
                    checked={milestone.done}
                    disabled={busy}
                    onChange={() => onToggle(milestone.id)}
                  />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </Card>
  )
}

/** A week's actions under their goal and milestone; this week's with ticks and a quick add. */
function WeekActions(props: {
  userId: string
  plan: DominationPlan
  weekKey: string
  heading: string
  busy: boolean
  onToggle?: (id: string) => void
}) {
  const { userId, plan, weekKey, heading, busy, onToggle } = props
  const headingId = `domination-week-${weekKey}`
  const actions = plan.actions.filter((action) => action.weekKey === weekKey)
  const progress = weekActionsProgress(plan.actions, weekKey)
  const milestoneOf = new Map(
    plan.goals.flatMap((goal) => goal.milestones.map((m) => [m.id, { goal, milestone: m }])),
  )
  return (
    <section className="domination-week" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <ListChecks aria-hidden="true" className="domination-heading-icon" />
        {heading}
      </h2>
      {onToggle && <p className="domination-note">{progress.label}</p>}
      {actions.length > 0 && (
        <ul className="domination-actions">
          {actions.map((action: WeeklyAction) => {
            const where = milestoneOf.get(action.milestoneId)
            return (
              <li key={action.id} className="domination-action">
                {onToggle ? (
                  <Checkbox
                    label={action.title}
                    checked={action.done}
                    disabled={busy}
                    onChange={() => onToggle(action.id)}
                  />
                ) : (
                  <span className="domination-action-title">{action.title}</span>
                )}
                {where && (
                  <span className="domination-action-where">
                    <Flag aria-hidden="true" />
                    {where.goal.title}: {where.milestone.title}
                  </span>
                )}
                <BlockDialog userId={userId} action={action} />
              </li>
            )
          })}
        </ul>
      )}
      {onToggle && <AddAction userId={userId} plan={plan} weekKey={weekKey} />}
    </section>
  )
}
