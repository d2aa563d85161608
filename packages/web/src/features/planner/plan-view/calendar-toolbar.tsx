import { monthTitle, shiftDays, shiftMonths, weekTitle } from '@app/domain/planner/calendar-grid'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { SegmentedControl } from '../../../components/ui/segmented-control'
import type { PlanViewMode } from './plan-search'
import './plan-view.css'

const VIEW_OPTIONS = [
  { value: 'tydzien', label: 'Tydzień' },
  { value: 'miesiac', label: 'Miesiąc' },
] as const

/** The period shown, 'Dziś', back and forth by a week or a month, and the view. */
export function CalendarToolbar({
  view,
  active,
  today,
  onChange,
}: {
  view: PlanViewMode
  active: string
  today: string
  onChange: (next: { view?: PlanViewMode; day?: string }) => void
}) {
  const month = view === 'miesiac'
  const step = (by: number) => (month ? shiftMonths(active, by) : shiftDays(active, 7 * by))
  return (
    <div className="calendar-toolbar">
      <div className="calendar-period">
        <Button
          variant="secondary"
          aria-label={month ? 'Poprzedni miesiąc' : 'Poprzedni tydzień'}
          onClick={() => onChange({ day: step(-1) })}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={() => onChange({ day: today })}>
          Dziś
        </Button>
        <Button
          variant="secondary"
          aria-label={month ? 'Następny miesiąc' : 'Następny tydzień'}
          onClick={() => onChange({ day: step(1) })}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <p className="calendar-title" aria-live="polite">
          {month ? monthTitle(active) : weekTitle(active)}
        </p>
      </div>
      <SegmentedControl
        legend="Widok"
        options={VIEW_OPTIONS}
        value={view}
        onChange={(next) => onChange({ view: next })}
      />
    </div>
  )
}
