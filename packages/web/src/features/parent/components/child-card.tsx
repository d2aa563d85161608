import type { ParentChild } from '@app/contract/parent'
import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { Send, UserRound } from 'lucide-react'
import { useResendRequest, useUnlinkChild } from '../../../api/parent/mutations'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { useExclusive } from '../../../lib/use-exclusive'
import { firstNameOf } from '@app/domain/user/names'
import { genitiveOf } from '../child-names'
import { childCardView } from '../parent-format'
import { ChildWeek } from './child-week'
import { ConfirmAction } from '../../../components/ui/confirm-action'
import '../parent.css'

/**
 * One child on the parent panel (decision 0204): waiting ('Wyślij ponownie', 'Anuluj prośbę'),
 * linked (the week and 'Odłącz'), refused or expired ('Spróbuj ponownie' through the form).
 */
export function ChildCard({
  userId,
  child,
  onAskAgain,
}: {
  userId: string
  child: ParentChild
  /** 'Spróbuj ponownie': the form, with the child's name filled in. */
  onAskAgain: (name: string) => void
}) {
  const view = childCardView(child)
  const unlink = useUnlinkChild(userId)
  const remove = () => unlink.mutateAsync({ params: { childId: child.childId } })
  const toChild = `do ${genitiveOf(firstNameOf(child.name))}`
  const resend = useResend(userId, child.childId)
  return (
    <Card
      as="li"
      headingLevel={3}
      icon={UserRound}
      title={child.name}
      className="parent-child"
      meta={
        <>
          <Badge tone={view.tone}>{view.badge}</Badge> <span>{view.note}</span>
        </>
      }
      actions={
        view.canResend ? (
          <>
            <Button busy={resend.busy} busyLabel="Wysyłanie…" onClick={() => void resend.send()}>
              <Send aria-hidden="true" />
              Wyślij ponownie
            </Button>
            <ConfirmAction
              label="Anuluj prośbę"
              title="Anulować prośbę?"
              description={`Link wysłany ${toChild} przestanie działać. Możesz później wysłać nową prośbę.`}
              confirmLabel="Anuluj prośbę"
              busyLabel="Anulowanie…"
              done="Anulowano prośbę o połączenie kont."
              run={remove}
            />
          </>
        ) : view.showsWeek ? (
          <ConfirmAction
            label="Odłącz"
            title={`Odłączyć konto: ${child.name}?`}
            description="Przestaniesz widzieć postępy dziecka w nauce. Aby znów je zobaczyć, trzeba będzie wysłać nową prośbę i poczekać na zgodę."
            confirmLabel="Odłącz"
            busyLabel="Odłączanie…"
            done={`Odłączono konto: ${child.name}.`}
            run={remove}
          />
        ) : (
          <>
            <Button onClick={() => onAskAgain(child.name)}>Spróbuj ponownie</Button>
            <ConfirmAction
              label="Usuń z listy"
              title="Usunąć prośbę z listy?"
              description={`Prośba ${toChild} zniknie z panelu.`}
              confirmLabel="Usuń"
              busyLabel="Usuwanie…"
              done="Usunięto prośbę z listy."
              run={remove}
            />
          </>
        )
      }
    >
      {view.showsWeek ? (
        <ChildWeek userId={userId} childId={child.childId} />
      ) : resend.outcome ? (
        <FormAlert tone={resend.outcome.tone}>{resend.outcome.text}</FormAlert>
      ) : null}
    </Card>
  )
}

/** 'Wyślij ponownie': once a Warsaw day; the server's refusal (429) is shown as it says it. */
function useResend(userId: string, childId: string) {
  const mutation = useResendRequest(userId)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const send = useExclusive(async () => {
    setOutcome(null)
    try {
      await mutation.mutateAsync({ params: { childId } })
      setOutcome({ tone: 'success', text: 'Wysłaliśmy prośbę ponownie.' })
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  })
  return { send, busy: mutation.isPending, outcome }
}
