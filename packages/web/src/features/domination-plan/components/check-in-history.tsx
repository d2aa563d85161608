import type { CheckInList, DominationPlan } from '@app/contract/domination-plan'
import { CalendarX, History } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { RATING_LABELS } from '../check-in-form'
import { actionsLabel, historyOf, weekRange } from '../weeks'
import { CheckInSummary } from './check-in-summary'
import '../domination-plan.css'

/** 'Poprzednie tygodnie': each past week's check-in, or that it was missed. */
export function CheckInHistory({ plan, list }: { plan: DominationPlan; list: CheckInList }) {
  const entries = historyOf(plan, list.items, list.current)
  if (entries.length === 0) return null
  return (
    <section className="domination-history" aria-labelledby="domination-history-heading">
      <h2 id="domination-history-heading">
        <History aria-hidden="true" className="domination-heading-icon" />
        Poprzednie tygodnie
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.weekKey} className="domination-history-week">
            <h3>Tydzień {weekRange(entry.weekKey)}</h3>
            {entry.kind === 'missed' ? (
              <p>
                <Badge tone="danger" icon={CalendarX}>
                  Pominięty
                </Badge>{' '}
                Ten tydzień nie ma podsumowania.
              </p>
            ) : (
              <details>
                <summary>
                  {RATING_LABELS[entry.checkIn.rating as keyof typeof RATING_LABELS]},{' '}
                  {actionsLabel(entry.checkIn.actionsDone, entry.checkIn.actionsTotal)}
                </summary>
                <CheckInSummary checkIn={entry.checkIn} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
