import type { ParentChild } from '@app/contract/parent'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ShieldCheck, UserPlus, Users } from 'lucide-react'
import { childrenQuery } from '../../../api/parent/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { ChildCard } from './child-card'
import { ChildValidationForm } from './child-validation-form'
import { DigestSwitch } from './digest-switch'
import '../parent.css'

/** The form's card, the target of 'Spróbuj ponownie' and of the empty state's link. */
export const LINK_FORM_ID = 'polacz-konto-dziecka'

/**
 * /produkt/panel-rodzica (issue 30, decision 0204): the parent's children, each in its status;
 * 'Połącz konto dziecka', which leads to /sukces; the weekly digest's switch. Each part loads and
 * fails on its own.
 */
export function ParentPanel({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const [preset, setPreset] = useState<{ name: string; key: number } | null>(null)
  return (
    <article className="parent-panel">
      <PageHeader
        icon={Users}
        title="Panel rodzica"
        description="Postępy Twoich dzieci w nauce, tydzień po tygodniu, za ich zgodą."
      />
      <p className="parent-privacy">
        <ShieldCheck aria-hidden="true" />
        Nie widzisz rozmów z czatem ani notatek dziecka.
      </p>
      <div className="parent-grid">
        <section className="parent-main" aria-labelledby="parent-children-heading">
          <h2 id="parent-children-heading">Twoje dzieci</h2>
          <ChildrenList
            userId={userId}
            onAskAgain={(name) => setPreset({ name, key: Date.now() })}
          />
        </section>
        <div className="parent-aside">
          <Card
            as="section"
            id={LINK_FORM_ID}
            headingLevel={2}
            icon={UserPlus}
            title="Połącz konto dziecka"
          >
            <p>
              Podaj adres email oraz imię i nazwisko, których dziecko używa na platformie. Wyślemy
              mu prośbę o zgodę: postępy zobaczysz, gdy się zgodzi.
            </p>
            <ChildValidationForm
              preset={preset}
              onLinked={() => void navigate({ to: ROUTES.parentPanelSuccess })}
            />
          </Card>
          <DigestSwitch userId={userId} />
        </div>
      </div>
    </article>
  )
}

function ChildrenList({
  userId,
  onAskAgain,
}: {
  userId: string
  onAskAgain: (name: string) => void
}) {
  const children = useQuery(childrenQuery(userId))
  if (children.isError)
    return (
      <RetryError
        error={children.error}
        onRetry={() => void children.refetch()}
        title="Nie udało się wczytać listy dzieci"
      />
    )
  if (!children.data)
    return (
      <Skeleton inline label="Ładowanie listy dzieci…">
        <SkeletonCard />
      </Skeleton>
    )
  if (children.data.length === 0)
    return (
      <EmptyState
        icon={Users}
        title="Nie połączono jeszcze konta dziecka."
        description="Dziecko dostanie emailem prośbę o zgodę. Gdy się zgodzi, zobaczysz tu tydzień nauki dziecka."
        action={
          <Link to={ROUTES.parentPanel} hash={LINK_FORM_ID}>
            Połącz konto dziecka
          </Link>
        }
      />
    )
  return <ChildCards userId={userId} list={children.data} onAskAgain={onAskAgain} />
}

function ChildCards({
  userId,
  list,
  onAskAgain,
}: {
  userId: string
  list: ParentChild[]
  onAskAgain: (name: string) => void
}) {
  return (
    <ul className="parent-children">
      {list.map((child) => (
        <ChildCard key={child.childId} userId={userId} child={child} onAskAgain={onAskAgain} />
      ))}
    </ul>
  )
}
