import type { Block } from '@app/contract/planner'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { warsawTime } from '@app/domain/planner/block-changes'
import { wallMinutes } from '@app/domain/planner/calendar-grid'
import { useDraggable } from '@dnd-kit/core'
import { Check, GripVertical, X } from 'lucide-react'
import type { CSSProperties } from 'react'
import { subjectKey } from '../../../lib/subjects'
import { STATUS_LABELS, type CalendarEvent } from './plan-days'
import './week-view.css'

const SHORT_MINUTES = 45

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000

/** Where an item sits on the hour axis: its wall-clock start and its real length. */
const placement = (startsAt: string, minutes: number) =>
  ({ '--start': wallMinutes(startsAt), '--length': minutes }) as CSSProperties

/** A block in the week: opens its details; its handle moves it (when it is still ahead). */
export function WeekBlock({
  block,
  startsAt,
  movable,
  onOpen,
}: {
  block: Block
  startsAt: string
  movable: boolean
  onOpen: () => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({
      id: block.id,
      disabled: !movable,
      attributes: { roleDescription: 'blok do przesunięcia' },
    })
  const length = minutesBetween(block.startsAt, block.endsAt)
  const end = new Date(Date.parse(startsAt) + length * 60_000).toISOString()
  const time = `${warsawTime(startsAt)}–${warsawTime(end)}`
  const kind = BLOCK_KIND_LABELS[block.kind]
  // Under 45 minutes there is room for one line: the time and the subject; the rest is read out.
  const short = length < SHORT_MINUTES
  const style = {
    ...placement(startsAt, length),
    ...(transform && { translate: `${transform.x}px ${transform.y}px` }),
  }
  return (
    <li
      ref={setNodeRef}
      className="week-block"
      style={style}
      data-subject={subjectKey(subjectLabel(block.subject))}
      data-status={block.status}
      data-dragging={isDragging || undefined}
    >
      <button type="button" className="week-block-main" onClick={onOpen}>
        <span className="week-block-line">
          {short ? (
            <span className="week-block-time">
              <span aria-hidden="true">{warsawTime(startsAt)}</span>
              <span className="visually-hidden">{time}</span>
            </span>
          ) : (
            <span className="week-block-time">{time}</span>
          )}{' '}
          <span className="week-block-subject">{subjectLabel(block.subject)}</span>
        </span>
        <span className={short ? 'week-block-topic visually-hidden' : 'week-block-topic'}>
          {block.status === 'DONE' && <Check aria-hidden="true" />}
          {block.status === 'MISSED' && <X aria-hidden="true" />}
          {block.topic}
        </span>
        <span className={short ? 'week-block-kind visually-hidden' : 'week-block-kind'}>
          {kind}
          <span className="visually-hidden">, {STATUS_LABELS[block.status]}</span>
        </span>
      </button>
      {movable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="week-block-handle"
          {...attributes}
          {...listeners}
          aria-label={`Przesuń: ${block.topic}, ${time}`}
        >
          <GripVertical aria-hidden="true" />
        </button>
      )}
    </li>
  )
}

/** A fixed event (a consultation, the introductory meeting): shown, never moved. */
export function WeekEvent({ event }: { event: CalendarEvent }) {
  const length = minutesBetween(event.startsAt, event.endsAt)
  return (
    <li className="week-event" style={placement(event.startsAt, length)}>
      <span className="week-block-line">
        <span className="week-block-time">
          {warsawTime(event.startsAt)}–{warsawTime(event.endsAt)}
        </span>{' '}
        <span className="week-block-subject">{event.title}</span>
      </span>
    </li>
  )
}
