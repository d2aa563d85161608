import type { Block, Unplaced } from '@app/contract/planner'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { warsawTime } from '@app/domain/planner/block-changes'
import { formatCount } from '@app/domain/shared/format'
import { Check, ClipboardCheck, TriangleAlert, X } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { SubjectChip } from '../../../components/ui/subject-chip'
import type { useBlockActions } from './use-block-actions'
import { whenLabel } from './use-block-actions'
import '../planner.css'
import './plan-view.css'

const BLOCKS = { one: 'blok', few: 'bloki', many: 'bloków' }

/**
 * 'Do rozliczenia': blocks whose time passed unmarked. Each is marked done or not done here; a
 * block not done re-flows to the nearest free slot before its exam.
 */
export function BlocksToSettle({
  blocks,
  actions,
}: {
  blocks: readonly Block[]
  actions: ReturnType<typeof useBlockActions>
}) {
  if (blocks.length === 0) return null
  return (
    <section className="plan-notice" aria-labelledby="to-settle">
      <h2 id="to-settle">
        <ClipboardCheck aria-hidden="true" className="planner-heading-icon" />
        Do rozliczenia
      </h2>
      <p className="planner-note">
        {formatCount(blocks.length, BLOCKS)} czeka na Twoją odpowiedź: udało się czy nie? Te,
        których nie zrobisz, przeniesiemy na najbliższy wolny termin przed egzaminem lub celem.
      </p>
      <ul className="settle-list">
        {blocks.map((block) => (
          <li key={block.id} className="settle-item">
            <p>
              <SubjectChip subject={subjectLabel(block.subject)} /> {BLOCK_KIND_LABELS[block.kind]}:{' '}
              {block.topic}
              <span className="planner-note">
                {' '}
                {whenLabel(block.startsAt)}–{warsawTime(block.endsAt)}
              </span>
            </p>
            <div className="settle-actions">
              <Button
                variant="secondary"
                aria-label={`Zrobione: ${block.topic}, ${whenLabel(block.startsAt)}`}
                onClick={() => void actions.markDone(block)}
              >
                <Check aria-hidden="true" />
                Zrobione
              </Button>
              <Button
                variant="secondary"
                aria-label={`Nie zrobione: ${block.topic}, ${whenLabel(block.startsAt)}`}
                onClick={() => void actions.markMissed(block)}
              >
                <X aria-hidden="true" />
                Nie zrobione
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What found no room before its exam: the plan says so rather than hiding it. */
export function UnplacedList({ unplaced }: { unplaced: readonly Unplaced[] }) {
  if (unplaced.length === 0) return null
  return (
    <section className="plan-notice plan-notice-warning" aria-labelledby="unplaced">
      <h2 id="unplaced">
        <TriangleAlert aria-hidden="true" className="planner-heading-icon" />
        Nie mieści się w planie
      </h2>
      <ul className="settle-list">
        {unplaced.map((entry, at) => (
          <li key={`${entry.blockId ?? entry.topic}-${at}`}>
            <SubjectChip subject={subjectLabel(entry.subject)} /> {BLOCK_KIND_LABELS[entry.kind]}:{' '}
            {entry.topic} — {entry.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
