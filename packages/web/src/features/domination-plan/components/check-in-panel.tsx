import type { CheckInList, DominationPlan } from '@app/contract/domination-plan'
import { CalendarCheck, Clock, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { opensLabel, weekRange } from '../weeks'
import { CheckInForm } from './check-in-form'
import { CheckInSummary } from './check-in-summary'
import '../domination-plan.css'

/**
 * The check-in due now (the server's `current`): when it opens, its form (late ones marked), or
 * the saved answers with 'Popraw'.
 */
export function CheckInPanel({
  userId,
  plan,
  list,
}: {
  userId: string
  plan: DominationPlan
  list: CheckInList
}) {
  const { current } = list
  const [correcting, setCorrecting] = useState(false)
  const checkIn = list.items.find((item) => item.id === current.checkInId)
  const weekActions = plan.actions.filter((action) => action.weekKey === current.weekKey)
  return (
    <section className="domination-check-in" aria-labelledby="domination-check-in-heading">
      <h2 id="domination-check-in-heading">
        <CalendarCheck aria-hidden="true" className="domination-heading-icon" />
        Podsumowanie tygodnia {weekRange(current.weekKey)}
      </h2>
      {current.state === 'UPCOMING' ? (
        <p className="domination-note">
          Podsumowanie otworzy się: {opensLabel(current.opensAt)}. Wtedy odhaczysz działania,
          ocenisz tydzień i ustalisz działania na następny.
        </p>
      ) : current.state === 'SUBMITTED' && checkIn ? (
        correcting ? (
          <CheckInForm
            userId={userId}
            plan={plan}
            weekKey={current.weekKey}
            weekActions={weekActions}
            checkIn={checkIn}
            onDone={() => setCorrecting(false)}
          />
        ) : (
          <>
            <CheckInSummary checkIn={checkIn} />
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              <Pencil aria-hidden="true" />
              Popraw podsumowanie
            </Button>
          </>
        )
      ) : (
        <>
          {current.state === 'LATE' && (
            <p className="domination-note">
              <Badge tone="warning" icon={Clock}>
                Po terminie
              </Badge>{' '}
              Ten tydzień się skończył, ale podsumowanie zapiszesz jeszcze do środy, 23:59.
            </p>
          )}
          <CheckInForm
            userId={userId}
            plan={plan}
            weekKey={current.weekKey}
            weekActions={weekActions}
          />
        </>
      )}
    </section>
  )
}
