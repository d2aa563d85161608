import type { PlanSummary } from '@app/contract/planner'
import { BLOCK_KIND_LABELS, DEADLINE_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { deadlineLabel, formatDateKey, weekDoneLabel } from '@app/domain/planner/labels'
import { toApiError } from '@app/domain/shared/api-errors'
import { formatWarsawDate } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Archive, ArchiveRestore, CalendarDays, Trash2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useArchivePlan, useDeletePlan, useRestorePlan } from '../../../api/planner/mutations'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { toast } from '../../../lib/toast'
import '../planner.css'

const DEADLINE_SOON_DAYS = 7
const DAY_MS = 86_400_000

/** One plan on the list: its next exam, this week's blocks, the next block and its actions. */
export function PlanCard({ userId, plan, now }: { userId: string; plan: PlanSummary; now: Date }) {
  const deadline = plan.nextDeadline
  // Within a week: the accent colour draws the eye to it.
  const soon =
    deadline !== null && Date.parse(deadline.date) - now.getTime() < DEADLINE_SOON_DAYS * DAY_MS
  return (
    <Card
      as="li"
      className="plan-card"
      icon={CalendarDays}
      tone={plan.archived ? 'muted' : 'default'}
      title={
        <Link to={ROUTES.plannerPlan} params={{ planId: plan.id }}>
          {plan.name}
        </Link>
      }
      meta={
        <>
          {deadline ? (
            <Badge tone={soon ? 'accent' : 'neutral'}>
              {DEADLINE_KIND_LABELS[deadline.kind]} {deadlineLabel(deadline.date, now)}
            </Badge>
          ) : (
            <Badge>Bez nadchodzących terminów</Badge>
          )}
          {plan.unplacedCount > 0 && (
            <Badge tone="warning" icon={TriangleAlert}>
              Nie mieści się: {plan.unplacedCount}
            </Badge>
          )}
        </>
      }
      actions={
        plan.archived ? (
          <ArchivedActions userId={userId} plan={plan} />
        ) : (
          <ActiveActions userId={userId} plan={plan} />
        )
      }
    >
      {plan.archived ? (
        <p>Zarchiwizowano {formatWarsawDate(Date.parse(plan.archivedAt ?? plan.createdAt))}.</p>
      ) : (
        <>
          {deadline && (
            <p>
              <span>Najbliższy termin:</span>{' '}
              <SubjectChip subject={subjectLabel(deadline.subject)} />{' '}
              {deadline.title ?? DEADLINE_KIND_LABELS[deadline.kind]},{' '}
              {formatDateKey(deadline.date)}
            </p>
          )}
          <div className="plan-card-week">
            <span>Ten tydzień: {weekDoneLabel(plan.week)}</span>
            <ProgressBar
              value={plan.week.done}
              max={Math.max(plan.week.total, 1)}
              label={`Postęp tygodnia: ${plan.name}`}
              valueText={weekDoneLabel(plan.week)}
              tone="accent"
              size="sm"
            />
          </div>
          {plan.nextBlock ? (
            <p className="plan-card-next">
              <span>Następny blok:</span>{' '}
              <SubjectChip subject={subjectLabel(plan.nextBlock.subject)} />{' '}
              {BLOCK_KIND_LABELS[plan.nextBlock.kind]}: {plan.nextBlock.topic},{' '}
              {nextDueLabel(plan.nextBlock.startsAt, now)}
            </p>
          ) : (
            <p className="plan-card-next">Wszystkie bloki tego planu są już za Tobą.</p>
          )}
        </>
      )}
    </Card>
  )
}

function ActiveActions({ userId, plan }: { userId: string; plan: PlanSummary }) {
  const archive = useArchivePlan(userId)
  const restore = useRestorePlan(userId)
  const onArchive = () =>
    archive.mutate(
      { params: { id: plan.id } },
      {
        onSuccess: () =>
          toast.undoable(`Zarchiwizowano plan „${plan.name}”.`, () =>
            restore.mutate(
              { params: { id: plan.id } },
              { onError: (error) => toast.error(toApiError(error).message) },
            ),
          ),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )
  return (
    <>
      <Button
        variant="secondary"
        busy={archive.isPending}
        onClick={onArchive}
        aria-label={`Archiwizuj: ${plan.name}`}
      >
        <Archive aria-hidden="true" />
        Archiwizuj
      </Button>
      <DeletePlan userId={userId} plan={plan} />
    </>
  )
}

function ArchivedActions({ userId, plan }: { userId: string; plan: PlanSummary }) {
  const restore = useRestorePlan(userId)
  const onRestore = () =>
    restore.mutate(
      { params: { id: plan.id } },
      {
        onSuccess: () => toast.success(`Przywrócono plan „${plan.name}”.`),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )
  return (
    <>
      <Button
        variant="secondary"
        busy={restore.isPending}
        onClick={onRestore}
        aria-label={`Przywróć: ${plan.name}`}
      >
        <ArchiveRestore aria-hidden="true" />
        Przywróć
      </Button>
      <DeletePlan userId={userId} plan={plan} />
    </>
  )
}

function DeletePlan({ userId, plan }: { userId: string; plan: PlanSummary }) {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const remove = useDeletePlan(userId)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setFailure(null)
      }}
      trigger={
        <Button variant="secondary" className="button-danger" aria-label={`Usuń: ${plan.name}`}>
          <Trash2 aria-hidden="true" />
          Usuń
        </Button>
      }
      title={`Usunąć plan „${plan.name}”?`}
      description="Plan zniknie razem ze wszystkimi blokami i subskrypcją kalendarza. Tego nie można cofnąć."
      confirmLabel="Usuń plan"
      busyLabel="Usuwanie…"
      busy={remove.isPending}
      failure={failure}
      onConfirm={() =>
        remove.mutate(
          { params: { id: plan.id } },
          {
            onSuccess: () => {
              setOpen(false)
              toast.success(`Usunięto plan „${plan.name}”.`)
            },
            onError: (error) => setFailure(toApiError(error).message),
          },
        )
      }
    />
  )
}
