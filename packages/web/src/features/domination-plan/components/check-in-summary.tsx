import { DOMINATION_PLAN_TEXT as TEXT, type CheckIn } from '@app/contract/domination-plan'
import { Clock } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { actionsLabel } from '../weeks'
import { RATING_LABELS } from '../check-in-form'
import '../domination-plan.css'

/** A saved check-in's answers: the rating, the actions done, the three questions. */
export function CheckInSummary({ checkIn }: { checkIn: CheckIn }) {
  const rows = [
    [TEXT.ratingQuestion, RATING_LABELS[checkIn.rating as keyof typeof RATING_LABELS]],
    ['Działania', actionsLabel(checkIn.actionsDone, checkIn.actionsTotal)],
    [TEXT.wentWellQuestion, checkIn.wentWell || '—'],
    [TEXT.gotInTheWayQuestion, checkIn.gotInTheWay || '—'],
    [TEXT.willChangeQuestion, checkIn.willChange || '—'],
  ] as const
  return (
    <>
      {checkIn.late && (
        <Badge tone="warning" icon={Clock}>
          Zapisane po terminie
        </Badge>
      )}
      <dl className="domination-summary">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
