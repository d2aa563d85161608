import type { Subscription } from '@app/contract/commerce'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ArrowRight, CalendarClock, CreditCard, Sparkles } from 'lucide-react'
import { useCancelSubscription, useResumeSubscription } from '../../../api/commerce/mutations'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormAlert } from '../../../components/ui/form-alert'
import { subscriptionBadge, subscriptionView } from '../billing-model'
import { PayOverdue } from './pay-overdue'
import '../billing.css'

/** What pro gives, in one line, for someone without it. */
export const PRO_IN_ONE_LINE =
  'Pakiet Pro to planer nauki, plan dominacji, fiszki i zadania w jednym miejscu oraz wyższy limit wiadomości w czacie AI.'

/**
 * 'Pakiet Pro' in the billing tab: the plan, its status, the next renewal and the card, with
 * 'Anuluj subskrypcję' (confirmed in a dialog) or 'Wznów subskrypcję'; without pro, the way to it.
 * `onChanged` refreshes what depends on pro (a cancel in grace ends the tools at once).
 */
export function SubscriptionPanel({
  userId,
  subscription,
  now,
  onChanged,
}: {
  userId: string
  subscription: Subscription | null
  now: Date
  onChanged: () => void
}) {
  const view = subscription && subscriptionView(subscription, now)
  const badge = subscriptionBadge(subscription)
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={Sparkles}
      title="Pakiet Pro"
      meta={<Badge tone={badge.tone}>{badge.text}</Badge>}
      className="billing-card"
      actions={
        view?.live ? (
          <SubscriptionActions
            userId={userId}
            canCancel={view.canCancel}
            canResume={view.canResume}
            cancelText={
              view.inGrace
                ? 'Płatność za nowy okres się nie powiodła, więc Pakiet Pro skończy się od razu, razem z dostępem do narzędzi Pro.'
                : `Pakiet Pro zostanie z Tobą do końca opłaconego okresu, czyli do ${view.periodEnd}. Potem się nie odnowi i nie pobierzemy kolejnej opłaty.`
            }
            onChanged={onChanged}
          />
        ) : (
          <Link to={ROUTES.proCheckout} className="button button-primary">
            Przejdź na pro <ArrowRight aria-hidden="true" />
          </Link>
        )
      }
    >
      {view ? (
        <dl className="billing-facts">
          <div className="billing-fact">
            <dt>Plan</dt>
            <dd>{view.planName}</dd>
          </div>
          <div className="billing-fact">
            <dt>Status</dt>
            <dd>{view.summary}</dd>
          </div>
          {view.renewal && (
            <div className="billing-fact">
              <dt>
                <CalendarClock aria-hidden="true" /> Następne odnowienie
              </dt>
              <dd>{view.renewal}</dd>
            </div>
          )}
          {view.card && view.live && (
            <div className="billing-fact">
              <dt>
                <CreditCard aria-hidden="true" /> Karta
              </dt>
              <dd>{view.card}</dd>
            </div>
          )}
        </dl>
      ) : null}
      {view?.inGrace && subscription && <PayOverdue price={subscription.renewalPrice} />}
      {!view?.live && <p>{PRO_IN_ONE_LINE}</p>}
    </Card>
  )
}

function SubscriptionActions({
  userId,
  canCancel,
  canResume,
  cancelText,
  onChanged,
}: {
  userId: string
  canCancel: boolean
  canResume: boolean
  cancelText: string
  onChanged: () => void
}) {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const cancel = useCancelSubscription(userId)
  const resume = useResumeSubscription(userId)

  const confirmCancel = async () => {
    setFailure(null)
    try {
      await cancel.mutateAsync({})
    } catch (error) {
      return setFailure(toApiError(error).message)
    }
    setOpen(false)
    onChanged()
  }

  const resumeNow = async () => {
    setFailure(null)
    try {
      await resume.mutateAsync({})
    } catch (error) {
      return setFailure(toApiError(error).message)
    }
    onChanged()
  }

  return (
    <div className="billing-actions">
      {canCancel && (
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next)
            setFailure(null)
          }}
          trigger={<Button variant="secondary">Anuluj subskrypcję</Button>}
          title="Anulować subskrypcję?"
          description={cancelText}
          confirmLabel="Anuluj subskrypcję"
          busyLabel="Anulowanie…"
          busy={cancel.isPending}
          failure={failure}
          onConfirm={() => void confirmCancel()}
        />
      )}
      {canResume && (
        <>
          <Button busy={resume.isPending} busyLabel="Wznawianie…" onClick={() => void resumeNow()}>
            Wznów subskrypcję
          </Button>
          <FormAlert>{failure}</FormAlert>
        </>
      )}
    </div>
  )
}
