import type { ReactNode } from 'react'
import './progress-ring.css'

export interface ProgressRingProps {
  /** Done so far, between 0 and `max`. */
  value: number
  max?: number
  /** What the ring measures, in Polish (e.g. 'Cel dnia'). */
  label: string
  /** What a screen reader hears for the value (e.g. '12 z 20 fiszek'); the percentage if absent. */
  valueText?: string
  /** What the middle shows; the percentage if absent. Hidden from assistive technology. */
  children?: ReactNode
  tone?: 'brand' | 'accent' | 'success'
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

// In the SVG's own units: the ring's radius and the stroke's width inside a 40 × 40 box.
const RADIUS = 17
const STROKE = 5

/**
 * Progress as a ring with the value in the middle (issue 26 §3), for a goal at a glance (today's
 * cards, a week's episodes). A progressbar to assistive technology, with its label and value text;
 * the fill animates only without prefers-reduced-motion.
 */
export function ProgressRing({
  value,
  max = 100,
  label,
  valueText,
  children,
  tone = 'accent',
  size = 'md',
  className,
}: ProgressRingProps) {
  const clamped = Math.min(Math.max(value, 0), max)
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0
  const classes = ['progress-ring', `progress-ring-${tone}`, `progress-ring-${size}`, className]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      className={classes}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <svg className="progress-ring-svg" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle className="progress-ring-track" cx="20" cy="20" r={RADIUS} strokeWidth={STROKE} />
        {/* None at 0: a round cap would still draw a dot. */}
        {percent > 0 ? (
          <circle
            className="progress-ring-fill"
            cx="20"
            cy="20"
            r={RADIUS}
            strokeWidth={STROKE}
            pathLength={100}
            strokeDasharray="100"
            strokeDashoffset={100 - percent}
          />
        ) : null}
      </svg>
      <span className="progress-ring-value" aria-hidden="true">
        {children ?? `${percent}%`}
      </span>
    </div>
  )
}
