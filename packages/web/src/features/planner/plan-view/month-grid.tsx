import { subjectLabel } from '@app/contract/user'
import {
  WEEKDAY_NAMES,
  monthGrid,
  monthTitle,
  mondayOfKey,
  sameMonth,
  shiftDays,
  shiftMonths,
  weekdayOfKey,
} from '@app/domain/planner/calendar-grid'
import { warsawTime } from '@app/domain/planner/block-changes'
import { formatDateKey } from '@app/domain/planner/labels'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { subjectKey } from '../../../lib/subjects'
import type { CalendarDay } from './plan-days'
import './month-grid.css'

const SHOWN_PER_DAY = 3

/** The key a grid key press leads to, or null for a key the grid does not use. */
function keyAfter(active: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(active, -1)
    case 'ArrowRight':
      return shiftDays(active, 1)
    case 'ArrowUp':
      return shiftDays(active, -7)
    case 'ArrowDown':
      return shiftDays(active, 7)
    case 'Home':
      return mondayOfKey(active)
    case 'End':
      return shiftDays(mondayOfKey(active), 6)
    case 'PageUp':
      return shiftMonths(active, -1)
    case 'PageDown':
      return shiftMonths(active, 1)
    default:
      return null
  }
}

export interface MonthGridProps {
  /** The chosen day: the grid shows its month, and it is the grid's one tab stop. */
  active: string
  today: string
  days: (key: string) => CalendarDay
  onActiveChange: (key: string) => void
  onOpenDay: (key: string) => void
}

/**
 * The month as an ARIA grid (issue 28): one tab stop on the chosen day, arrows by a day or a week,
 * Home/End to the week's ends, PageUp/PageDown by a month, Enter or a click opens the day.
 */
export function MonthGrid({ active, today, days, onActiveChange, onOpenDay }: MonthGridProps) {
  const grid = monthGrid(active)
  const cells = useRef(new Map<string, HTMLTableCellElement>())
  const moved = useRef(false)
  const titleId = `month-${active.slice(0, 7)}`

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    cells.current.get(active)?.focus()
  }, [active])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpenDay(active)
      return
    }
    const next = keyAfter(active, event.key)
    if (!next) return
    event.preventDefault()
    moved.current = true
    onActiveChange(next)
  }

  const weeks = Array.from({ length: 6 }, (_, row) => grid.slice(row * 7, row * 7 + 7))
  return (
    <div className="month-grid-frame">
      <h2 id={titleId} className="visually-hidden">
        {monthTitle(active)}
      </h2>
      <table role="grid" className="month-grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name.short} scope="col" abbr={name.full}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((key) => (
                <DayCell
                  key={key}
                  dateKey={key}
                  day={days(key)}
                  active={key === active}
                  today={key === today}
                  outside={!sameMonth(key, active)}
                  cellRef={(cell) => {
                    if (cell) cells.current.set(key, cell)
                    else cells.current.delete(key)
                  }}
                  onClick={() => {
                    onActiveChange(key)
                    onOpenDay(key)
                  }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface DayCellProps {
  dateKey: string
  day: CalendarDay
  active: boolean
  today: boolean
  outside: boolean
  cellRef: (cell: HTMLTableCellElement | null) => void
  onClick: () => void
}

function DayCell({ dateKey, day, active, today, outside, cellRef, onClick }: DayCellProps) {
  const shown = day.blocks.slice(0, SHOWN_PER_DAY)
  const more = day.blocks.length - shown.length
  return (
    <td
      ref={cellRef}
      tabIndex={active ? 0 : -1}
      aria-selected={active}
      aria-current={today ? 'date' : undefined}
      className="month-day"
      data-outside={outside || undefined}
      onClick={onClick}
    >
      <span className="month-day-number">
        <span className="visually-hidden">
          {weekdayOfKey(dateKey).full}, {formatDateKey(dateKey)}
        </span>
        <span aria-hidden="true">{Number(dateKey.slice(8, 10))}</span>
      </span>
      <ul className="month-day-items">
        {day.deadlines.map((deadline) => (
          <li
            key={`${deadline.subject}-deadline`}
            className="month-day-deadline"
            data-subject={subjectKey(subjectLabel(deadline.subject))}
          >
            {deadline.label}
          </li>
        ))}
        {day.events.map((event) => (
          <li key={event.startsAt} className="month-day-event">
            {warsawTime(event.startsAt)} {event.title}
          </li>
        ))}
        {shown.map((block) => (
          <li
            key={block.id}
            className="month-day-block"
            data-subject={subjectKey(subjectLabel(block.subject))}
            data-status={block.status}
          >
            {warsawTime(block.startsAt)} {subjectLabel(block.subject)}
          </li>
        ))}
        {more > 0 && <li className="month-day-more">+{more} więcej</li>}
      </ul>
    </td>
  )
}
