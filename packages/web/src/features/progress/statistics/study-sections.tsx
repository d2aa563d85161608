import type { Statistics } from '@app/contract/progress'
import { ChartFrame } from './chart-frame'
import { DataTable } from './data-table'
import { heatmapWeeks, studyByWeek, weekSpanLabel, type StudyDay } from './statistics-data'
import { dayCellLabel, minuteTicks, minutesTick } from '../progress-format'
import {
  formatDateKey,
  formatNumber,
  formatStudyTime,
  shortDayLabel,
} from '../../../lib/study-format'
import './statistics.css'

const dayMonth = (key: string) => formatDateKey(key).slice(0, 5)

/** 'Czas nauki': minutes per day and per week of the range, each chart with its table. */
export function StudyTimeSection({ statistics }: { statistics: Statistics }) {
  const weeks = studyByWeek(statistics.days)
  return (
    <section className="statistics-section" aria-labelledby="statistics-study">
      <h2 id="statistics-study">Czas nauki</h2>
      <ChartFrame
        title="Dzień po dniu"
        chart={({ BarChart }) => (
          <BarChart
            label="Czas nauki dzień po dniu"
            formatValue={minutesTick}
            valueTicks={minuteTicks}
            data={statistics.days.map((day) => ({
              key: day.date,
              tick: dayMonth(day.date),
              value: day.studySeconds / 60,
              name: dayCellLabel(day.date, day.studySeconds),
            }))}
          />
        )}
        table={
          <DataTable
            caption="Czas nauki i XP dzień po dniu"
            columns={[
              { header: 'Dzień' },
              { header: 'Czas nauki', numeric: true },
              { header: 'XP', numeric: true },
            ]}
            rows={statistics.days.map((day) => ({
              key: day.date,
              cells: [
                shortDayLabel(day.date),
                formatStudyTime(day.studySeconds),
                formatNumber(day.xp),
              ],
            }))}
          />
        }
      />
      <ChartFrame
        title="Tydzień po tygodniu"
        chart={({ BarChart }) => (
          <BarChart
            label="Czas nauki tydzień po tygodniu"
            formatValue={minutesTick}
            valueTicks={minuteTicks}
            data={weeks.map((week) => ({
              key: week.monday,
              tick: dayMonth(week.first),
              value: week.studySeconds / 60,
              name: `${weekSpanLabel(week)}: ${formatStudyTime(week.studySeconds)}`,
            }))}
          />
        )}
        table={
          <DataTable
            caption="Czas nauki i XP tydzień po tygodniu"
            columns={[
              { header: 'Tydzień' },
              { header: 'Czas nauki', numeric: true },
              { header: 'XP', numeric: true },
            ]}
            rows={weeks.map((week) => ({
              key: week.monday,
              cells: [
                weekSpanLabel(week),
                formatStudyTime(week.studySeconds),
                formatNumber(week.xp),
              ],
            }))}
          />
        }
      />
    </section>
  )
}

const WEEKDAYS = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'] as const

/** The school year's days as a heatmap, and as a table of weeks by weekday. */
export function SchoolYearHeatmap({
  days,
  from,
  to,
}: {
  days: readonly StudyDay[]
  from: string
  to: string
}) {
  const weeks = heatmapWeeks(days, from, to)
  const label = `Nauka w roku szkolnym od ${formatDateKey(from)} do ${formatDateKey(to)}`
  return (
    <ChartFrame
      title="Mapa nauki"
      description="Każdy kwadrat to jeden dzień: im ciemniejszy, tym dłużej się uczyłeś."
      chart={({ Heatmap, HeatmapKey }) => (
        <>
          <Heatmap weeks={weeks} label={label} />
          <HeatmapKey />
        </>
      )}
      table={
        <DataTable
          caption={`${label}: minuty nauki w każdym dniu tygodnia`}
          columns={[
            { header: 'Tydzień' },
            ...WEEKDAYS.map((header) => ({ header, numeric: true })),
          ]}
          rows={weeks.map((week) => {
            const inRange = week.filter((day): day is StudyDay => day !== null)
            const first = inRange[0]?.date ?? ''
            const last = inRange.at(-1)?.date ?? ''
            return {
              key: first,
              cells: [
                weekSpanLabel({ first, last }),
                ...week.map((day) => (day ? formatStudyTime(day.studySeconds) : '—')),
              ],
            }
          })}
        />
      }
    />
  )
}
