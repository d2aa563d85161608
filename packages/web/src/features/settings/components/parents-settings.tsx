import type { ChildParent } from '@app/contract/parent'
import { formatWarsawDate } from '@app/domain/shared/format'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Users } from 'lucide-react'
import { useAnswerParentLink, useRemoveParent } from '../../../api/parent/mutations'
import { parentsQuery } from '../../../api/parent/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { useExclusive } from '../../../lib/use-exclusive'
import { ConfirmAction } from '../../../components/ui/confirm-action'
import './settings.css'
import './settings-grid.css'

/**
 * /ustawienia/ogolne's 'Rodzice' (issue 30, decision 0204), for students: parents waiting for
 * consent ('Zgadzam się') and linked ones; 'Odłącz' ends a link or refuses a waiting request
 * (the parent is told, decision 0196).
 */
export function ParentsSettings({ userId }: { userId: string }) {
  const parents = useQuery(parentsQuery(userId))
  return (
    <Card
      as="section"
      id="rodzice"
      headingLevel={2}
      icon={Users}
      title="Rodzice"
      className="settings-card settings-side"
    >
      <p className="settings-card-note">
        Połączony rodzic widzi Twój czas nauki, serię i postępy. Nie widzi rozmów z czatem ani
        Twoich notatek.
      </p>
      {parents.isError ? (
        <RetryError
          error={parents.error}
          onRetry={() => void parents.refetch()}
          title="Nie udało się wczytać rodziców"
        />
      ) : !parents.data ? (
        <Skeleton inline label="Ładowanie rodziców…">
          <SkeletonText lines={2} />
        </Skeleton>
      ) : parents.data.length === 0 ? (
        <p>Żaden rodzic nie jest połączony z Twoim kontem.</p>
      ) : (
        <ul className="settings-parents">
          {parents.data.map((parent) => (
            <ParentRow key={parent.parentId} userId={userId} parent={parent} />
          ))}
        </ul>
      )}
    </Card>
  )
}

function ParentRow({ userId, parent }: { userId: string; parent: ChildParent }) {
  const answer = useAnswerParentLink(userId)
  const remove = useRemoveParent(userId)
  const [failure, setFailure] = useState<string | null>(null)
  const pending = parent.status === 'PENDING'
  const agree = useExclusive(async () => {
    if (!parent.linkId) return
    setFailure(null)
    try {
      await answer.mutateAsync({ params: { id: parent.linkId }, body: { accept: true } })
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })
  return (
    <li className="settings-parent">
      <p className="settings-parent-name">
        <strong>{parent.name}</strong>{' '}
        {pending ? (
          <Badge tone="warning">Czeka na Twoją zgodę</Badge>
        ) : (
          <Badge tone="success">Połączony</Badge>
        )}
      </p>
      <p className="settings-card-note">
        {pending
          ? `Prośba z ${formatWarsawDate(new Date(parent.requestedAt))}.`
          : parent.consentedAt
            ? `Zgoda z ${formatWarsawDate(new Date(parent.consentedAt))}.`
            : null}
      </p>
      <FormAlert>{failure}</FormAlert>
      <div className="settings-parent-actions">
        {pending ? (
          <Button busy={answer.isPending} busyLabel="Zapisywanie…" onClick={() => void agree()}>
            Zgadzam się
          </Button>
        ) : null}
        <ConfirmAction
          label="Odłącz"
          title={pending ? 'Odrzucić prośbę rodzica?' : 'Odłączyć rodzica?'}
          description={
            pending
              ? `${parent.name} nie zobaczy Twoich postępów i dostanie informację, że prośba nie została przyjęta.`
              : `${parent.name} przestanie widzieć Twoje postępy w nauce. Aby znów je zobaczyć, będzie potrzebna Twoja nowa zgoda.`
          }
          confirmLabel="Odłącz"
          busyLabel="Odłączanie…"
          done={pending ? 'Odrzucono prośbę rodzica.' : 'Odłączono rodzica.'}
          run={() => remove.mutateAsync({ params: { parentId: parent.parentId } })}
        />
      </div>
    </li>
  )
}
