import './progress-bar.css'

export interface ProgressBarProps {
  /** Done so far, between 0 and `max`. */
  value: number
  max?: number
  /** What the bar measures, for a screen reader (e.g. 'Postęp kursu'). */
  label: string
  /** Text a screen reader gives for the value instead of a bare percentage (e.g. '3 z 10 fiszek'). */
  valueText?: string
  /** 'accent' (amber) for progress and rewards on the student's platform; 'brand' elsewhere. */
  tone?: 'brand' | 'accent' | 'success'
  size?: 'sm' | 'md'
  className?: string
}

/**
 * A progress bar (issue 26 §3): a native <progress> for its semantics, drawn as a rounded track
 * with a filled part, so every page shows progress the same way.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'brand',
  size = 'md',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max)
  const classes = ['progress-bar', `progress-bar-${tone}`, `progress-bar-${size}`, className]
    .filter(Boolean)
    .join(' ')
  return (
    <progress
      className={classes}
      max={max}
      value={clamped}
      aria-label={label}
      aria-valuetext={valueText}
    />
  )
}
