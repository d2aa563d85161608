import type { Block } from '@app/contract/planner'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { warsawTime } from '@app/domain/planner/block-changes'
import { dayKeyOf, weekdayOfKey } from '@app/domain/planner/calendar-grid'
import { formatDateKey } from '@app/domain/planner/labels'
import * as Dialog from '@radix-ui/react-dialog'
import { Check, Pencil, RotateCcw, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { BlockEditForm } from './block-edit-form'
import { STATUS_LABELS } from './plan-days'
import type { useBlockActions } from './use-block-actions'
import '../../../components/ui/confirm-dialog.css'
import './plan-view.css'

export interface BlockDialogProps {
  block: Block | null
  now: number
  actions: ReturnType<typeof useBlockActions>
  onClose: () => void
  /** 'Zacznij': the block in focus mode (for a planned block of today or later). */
  startLink?: (block: Block) => ReactNode
}

const STATUS_TONES = { PLANNED: 'neutral', DONE: 'success', MISSED: 'warning' } as const

/**
 * A block's details and what can be done with it: done, not done (it re-flows), back to planned,
 * 'Edytuj' (day, start and length: moving without dragging, WCAG 2.5.7) and 'Zacznij'.
 */
export function BlockDialog({ block, now, actions, onClose, startLink }: BlockDialogProps) {
  const [editing, setEditing] = useState(false)
  const close = () => {
    setEditing(false)
    onClose()
  }
  return (
    <Dialog.Root open={block !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog block-dialog" aria-describedby={undefined}>
          {block && (
            <>
              <Dialog.Title className="confirm-dialog-title">
                {subjectLabel(block.subject)}: {block.topic}
              </Dialog.Title>
              <BlockFacts block={block} />
              {editing ? (
                <BlockEditForm
                  block={block}
                  onCancel={() => setEditing(false)}
                  onSave={async (startsAt, minutes) => {
                    const refusal = await actions.move(block, startsAt, minutes)
                    if (!refusal) close()
                    return refusal
                  }}
                />
              ) : (
                <BlockActions
                  block={block}
                  now={now}
                  actions={actions}
                  onEdit={() => setEditing(true)}
                  onDone={close}
                  startLink={startLink}
                />
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function BlockFacts({ block }: { block: Block }) {
  const day = dayKeyOf(block.startsAt)
  return (
    <dl className="block-facts">
      <dt>Przedmiot</dt>
      <dd>
        <SubjectChip subject={subjectLabel(block.subject)} />
      </dd>
      <dt>Rodzaj</dt>
      <dd>{BLOCK_KIND_LABELS[block.kind]}</dd>
      <dt>Termin</dt>
      <dd>
        {weekdayOfKey(day).full}, {formatDateKey(day)}, {warsawTime(block.startsAt)}–
        {warsawTime(block.endsAt)}
      </dd>
      <dt>Stan</dt>
      <dd>
        <Badge tone={STATUS_TONES[block.status]}>{STATUS_LABELS[block.status]}</Badge>
      </dd>
    </dl>
  )
}

function BlockActions({
  block,
  now,
  actions,
  onEdit,
  onDone,
  startLink,
}: {
  block: Block
  now: number
  actions: ReturnType<typeof useBlockActions>
  onEdit: () => void
  onDone: () => void
  startLink?: (block: Block) => ReactNode
}) {
  const ahead = Date.parse(block.startsAt) > now
  const run = (action: (block: Block) => Promise<void>) => () => {
    onDone()
    void action(block)
  }
  return (
    <div className="confirm-dialog-actions">
      {block.status === 'PLANNED' &&
        startLink &&
        Date.parse(block.endsAt) > now &&
        startLink(block)}
      {block.status !== 'DONE' && (
        <Button variant="secondary" onClick={run(actions.markDone)}>
          <Check aria-hidden="true" />
          Zrobione
        </Button>
      )}
      {block.status === 'PLANNED' && (
        <Button variant="secondary" onClick={run(actions.markMissed)}>
          <X aria-hidden="true" />
          Nie zrobione
        </Button>
      )}
      {block.status === 'DONE' && (
        <Button variant="secondary" onClick={run(actions.markPlanned)}>
          <RotateCcw aria-hidden="true" />
          Oznacz jako niezrobione
        </Button>
      )}
      {block.status === 'PLANNED' && ahead && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edytuj
        </Button>
      )}
      <Dialog.Close asChild>
        <Button variant="secondary">Zamknij</Button>
      </Dialog.Close>
    </div>
  )
}
