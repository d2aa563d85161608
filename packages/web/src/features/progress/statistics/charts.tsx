import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useWidth } from './chart-width'
import { heatLevel, type StudyDay } from './statistics-data'
import { dayCellLabel } from '../progress-format'
import './charts.css'

/**
 * The statistics' charts (issue 30, decision 0200): visx scales and axes, SVG we write, so each
 * bar and heatmap cell carries its own accessible name. This module is the only one that imports
 * visx and is loaded on demand by ./chart-frame.tsx: the chart code is in no other route's chunk.
 */

export interface BarDatum {
  key: string
  /** The axis label ('13.10', 'Tydzień 3'). */
  tick: string
  value: number
  /** The bar's accessible name: 'pon. 13.10.2025: 45 min'. */
  name: string
}

const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 }
const HEIGHT = 220

/** Vertical bars with a value axis; at most ~8 labels under them, whatever the count. */
export function BarChart({
  data,
  label,
  formatValue,
  max,
  valueTicks,
}: {
  data: readonly BarDatum[]
  /** The chart's name, e.g. 'Czas nauki dzień po dniu'. */
  label: string
  formatValue: (value: number) => string
  /** The value axis' top (100 for percentages); else the largest value. */
  max?: number
  /** The value axis' ticks for the largest value (whole hours for time); else about four. */
  valueTicks?: (top: number) => number[]
}) {
  const { ref, width } = useWidth<HTMLDivElement>(640)
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleBand({
    domain: data.map((datum) => datum.key),
    range: [0, innerWidth],
    padding: data.length > 60 ? 0.1 : 0.25,
  })
  const largest = max ?? Math.max(1, ...data.map((datum) => datum.value))
  const tickValues = valueTicks?.(largest)
  const top = tickValues?.at(-1) ?? largest
  const y = scaleLinear({
    domain: [0, top],
    range: [innerHeight, 0],
    nice: max === undefined && !tickValues,
  })
  const every = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor(innerWidth / 64))))
  const ticks = data.filter((_, index) => index % every === 0).map((datum) => datum.key)
  const tickOf = new Map(data.map((datum) => [datum.key, datum.tick]))
  return (
    <div ref={ref} className="chart">
      <svg width={width} height={HEIGHT} role="group" aria-label={label} className="chart-svg">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <g aria-hidden="true" className="chart-axis">
            <AxisLeft
              scale={y}
              numTicks={4}
              tickValues={tickValues}
              tickFormat={(value) => formatValue(Number(value))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{
                fill: 'currentColor',
                fontSize: 12,
                textAnchor: 'end',
                dx: -4,
                dy: 4,
              }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={ticks}
              tickFormat={(key) => tickOf.get(String(key)) ?? ''}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 12, textAnchor: 'middle' }}
            />
          </g>
          {data.map((datum) => {
            const barTop = y(Math.min(datum.value, top))
            return (
              <Bar
                key={datum.key}
                className="chart-bar"
                x={x(datum.key) ?? 0}
                y={barTop}
                width={x.bandwidth()}
                height={Math.max(0, innerHeight - barTop)}
                role="img"
                aria-label={datum.name}
              >
                <title>{datum.name}</title>
              </Bar>
            )
          })}
        </Group>
      </svg>
    </div>
  )
}

const CELL = 14
const GAP = 3
const WEEKDAY_ROWS = ['pon.', '', 'śr.', '', 'pt.', '', 'niedz.']
const LEFT = 44

/**
 * The school year's days, a column per week (Monday on top), shaded by study time; each cell is
 * named 'pon. 13.10.2025: 45 min'. Scrolls sideways on a narrow screen.
 */
export function Heatmap({
  weeks,
  label,
}: {
  weeks: readonly (readonly (StudyDay | null)[])[]
  label: string
}) {
  const width = LEFT + weeks.length * (CELL + GAP)
  const height = 7 * (CELL + GAP)
  return (
    // Focusable so that a keyboard can scroll it (it is wider than a phone): a named region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="heatmap-scroll" tabIndex={0} role="region" aria-label={label}>
      <svg width={width} height={height} role="group" className="chart-svg">
        <g aria-hidden="true" className="chart-axis">
          {WEEKDAY_ROWS.map((name, row) =>
            name ? (
              <text
                key={name}
                x={0}
                y={row * (CELL + GAP) + CELL - 3}
                fontSize={11}
                fill="currentColor"
              >
                {name}
              </text>
            ) : null,
          )}
        </g>
        <Group left={LEFT}>
          {weeks.map((week, column) =>
            week.map((day, row) =>
              day ? (
                <rect
                  key={day.date}
                  x={column * (CELL + GAP)}
                  y={row * (CELL + GAP)}
                  width={CELL}
                  height={CELL}
                  rx={3}
                  className={`heat heat-${heatLevel(day.studySeconds)}`}
                  role="img"
                  aria-label={dayCellLabel(day.date, day.studySeconds)}
                >
                  <title>{dayCellLabel(day.date, day.studySeconds)}</title>
                </rect>
              ) : null,
            ),
          )}
        </Group>
      </svg>
    </div>
  )
}

/** The heatmap's key: what each shade means. */
export function HeatmapKey() {
  return (
    <p className="heatmap-key">
      <span>Mniej</span>
      {([0, 1, 2, 3, 4] as const).map((level) => (
        <svg key={level} width={CELL} height={CELL} aria-hidden="true">
          <rect width={CELL} height={CELL} rx={3} className={`heat heat-${level}`} />
        </svg>
      ))}
      <span>Więcej</span>
      <span className="visually-hidden">
        (odcienie: brak nauki, do 15 min, do 30 min, do godziny, godzina i więcej)
      </span>
    </p>
  )
}
