import type { Block } from '@app/contract/planner'
import {
  hourRange,
  movedStart,
  shortDayLabel,
  wallMinutes,
  wallTime,
  weekOf,
} from '@app/domain/planner/calendar-grid'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { useRef, useState } from 'react'
import type { CalendarDay } from './plan-days'
import { WeekBlock, WeekEvent } from './week-block'
import { toast } from '../../../lib/toast'
import { whenLabel } from './use-block-actions'
import './month-grid.css'
import './week-view.css'

/** Keyboard moves: a quarter of an hour up or down, a day left or right. */
const KEY_MINUTES = 15

export interface WeekViewProps {
  active: string
  today: string
  now: number
  days: (key: string) => CalendarDay
  onOpenBlock: (block: Block) => void
  /** Resolves to null when moved, else the refusal's message. */
  onMove: (block: Block, startsAt: string) => Promise<string | null>
  /** A day's heading leads to its page. */
  dayLink: (key: string, label: string) => React.ReactNode
}

/**
 * The week on an hour axis (issue 28): blocks at their Warsaw wall time, exams and goals all day,
 * the fixed events greyed. A planned block still ahead moves by drag or by keyboard on its handle
 * (space to lift, arrows by 15 minutes or a day, space to drop, Escape to cancel).
 */
export function WeekView({
  active,
  today,
  now,
  days,
  onOpenBlock,
  onMove,
  dayLink,
}: WeekViewProps) {
  const week = weekOf(active)
  const shown = week.map(days)
  const spans = shown.flatMap((day) =>
    [...day.blocks, ...day.events].map((item) => ({
      from: wallMinutes(item.startsAt),
      to:
        wallMinutes(item.startsAt) + (Date.parse(item.endsAt) - Date.parse(item.startsAt)) / 60_000,
    })),
  )
  const range = hourRange(spans)
  const body = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState('')
  const [moving, setMoving] = useState<Record<string, string>>({})

  /** Pixels per minute and per day column, read when a drag starts. */
  const scale = () => {
    const rect = body.current?.getBoundingClientRect()
    const column = body.current?.querySelector('.week-column')?.getBoundingClientRect()
    return {
      minute: rect ? rect.height / (range.to - range.from) : 1,
      day: column?.width ?? 1,
    }
  }
  /**
   * A keyboard drag counts its key presses: the sensor may scroll the page instead of moving the
   * block, so pixels would not say how far it went. A pointer drag goes by its pixels.
   */
  const keyMove = useRef<{ days: number; minutes: number } | null>(null)
  const target = (block: Block, delta: { x: number; y: number }) => {
    if (keyMove.current)
      return movedStart(block.startsAt, keyMove.current.days, keyMove.current.minutes)
    const { minute, day } = scale()
    return movedStart(block.startsAt, Math.round(delta.x / day), Math.round(delta.y / minute))
  }
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
    const { minute, day } = scale()
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, -KEY_MINUTES],
      ArrowDown: [0, KEY_MINUTES],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    }
    const [days, minutes] = step[event.code] ?? [0, 0]
    if (days === 0 && minutes === 0) return undefined
    event.preventDefault()
    const moved = keyMove.current ?? { days: 0, minutes: 0 }
    keyMove.current = { days: moved.days + days, minutes: moved.minutes + minutes }
    return { x: currentCoordinates.x + days * day, y: currentCoordinates.y + minutes * minute }
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  )

  const blockOf = (id: string | number) =>
    shown.flatMap((day) => day.blocks).find((block) => block.id === id)
  const onDragStart = ({ activatorEvent }: DragStartEvent) => {
    keyMove.current = activatorEvent instanceof KeyboardEvent ? { days: 0, minutes: 0 } : null
  }
  const onDragMove = ({ active: dragged, delta }: DragMoveEvent) => {
    const block = blockOf(dragged.id)
    if (block) setStatus(`Nowy termin: ${whenLabel(target(block, delta))}.`)
  }
  const onDragEnd = ({ active: dragged, delta }: DragEndEvent) => {
    const block = blockOf(dragged.id)
    if (!block) return
    const startsAt = target(block, delta)
    if (startsAt === block.startsAt) return
    setMoving((all) => ({ ...all, [block.id]: startsAt }))
    void onMove(block, startsAt).then((refusal) => {
      setMoving(({ [block.id]: _done, ...rest }) => rest)
      if (refusal) toast.error(refusal)
    })
  }

  return (
    <div
      className="week-view"
      style={{ '--axis-from': range.from, '--axis-to': range.to } as React.CSSProperties}
    >
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <div className="week-head">
        <span className="week-axis-corner" />
        {week.map((key, at) => (
          <div key={key} className="week-day-head" data-today={key === today || undefined}>
            <h3>{dayLink(key, shortDayLabel(key))}</h3>
            <ul className="week-all-day">
              {shown[at]?.deadlines.map((deadline) => (
                <li key={deadline.subject} className="month-day-deadline">
                  {deadline.label}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => setStatus('Anulowano przesuwanie.')}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Aby przesunąć blok, naciśnij spację lub Enter. Strzałki w górę i w dół zmieniają godzinę o 15 minut, w lewo i w prawo dzień. Spacja lub Enter upuszcza blok, Escape anuluje.',
          },
          announcements: {
            onDragStart: ({ active: dragged }) =>
              `Podniesiono blok ${blockOf(dragged.id)?.topic ?? ''}.`,
            onDragOver: () => undefined,
            onDragEnd: () => undefined,
            onDragCancel: () => undefined,
          },
        }}
      >
        <div className="week-body" ref={body}>
          <ol className="week-axis" aria-hidden="true">
            {Array.from({ length: (range.to - range.from) / 60 }, (_, at) => (
              <li key={at}>{wallTime(range.from + at * 60)}</li>
            ))}
          </ol>
          {week.map((key, at) => (
            <div key={key} className="week-column" data-today={key === today || undefined}>
              <ul aria-label={shortDayLabel(key)}>
                {shown[at]?.events.map((event) => (
                  <WeekEvent key={event.startsAt} event={event} />
                ))}
                {shown[at]?.blocks.map((block) => (
                  <WeekBlock
                    key={block.id}
                    block={block}
                    startsAt={moving[block.id] ?? block.startsAt}
                    movable={block.status === 'PLANNED' && Date.parse(block.startsAt) > now}
                    onOpen={() => onOpenBlock(block)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </DndContext>
    </div>
  )
}
