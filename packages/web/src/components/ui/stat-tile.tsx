import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import './stat-tile.css'

export type TrendDirection = 'up' | 'down' | 'flat'

export interface StatTrend {
  direction: TrendDirection
  /** The change as shown, e.g. '+3' or '−2 min'. */
  delta?: string
  /** The change in words for a screen reader; by default compared with last week. */
  description?: string
  /** Whether the change is good news (colours it); by default up is good and down is not. */
  sentiment?: 'positive' | 'negative' | 'neutral'
}

export interface StatTileProps {
  /** The number, already formatted (Intl.NumberFormat('pl-PL')). */
  value: ReactNode
  /** What the number counts, e.g. 'Fiszki powtórzone w tym tygodniu'. */
  label: string
  trend?: StatTrend
  /** A lucide icon for what is counted; decorative. */
  icon?: LucideIcon
  className?: string
}

const TREND_WORDS: Record<TrendDirection, string> = {
  up: 'więcej niż w zeszłym tygodniu',
  down: 'mniej niż w zeszłym tygodniu',
  flat: 'tyle samo co w zeszłym tygodniu',
}

const TREND_ICONS: Record<TrendDirection, LucideIcon> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
}

const DEFAULT_SENTIMENT = { up: 'positive', down: 'negative', flat: 'neutral' } as const

/**
 * A number with its label and an optional trend (issue 26 §3). The trend's arrow is decoration:
 * its direction is said in words, so colour and shape are never the only cue.
 */
export function StatTile({ value, label, trend, icon: Icon, className }: StatTileProps) {
  const TrendIcon = trend ? TREND_ICONS[trend.direction] : null
  const sentiment = trend ? (trend.sentiment ?? DEFAULT_SENTIMENT[trend.direction]) : null
  return (
    <div className={['stat-tile', className].filter(Boolean).join(' ')}>
      {Icon ? <Icon aria-hidden="true" className="stat-tile-icon" /> : null}
      <p className="stat-tile-value">{value}</p>
      <p className="stat-tile-label">{label}</p>
      {trend && TrendIcon ? (
        <p className={`stat-tile-trend stat-tile-trend-${sentiment}`}>
          <TrendIcon aria-hidden="true" />
          {trend.delta ? <span>{trend.delta}</span> : null}
          <span className="visually-hidden">
            {trend.delta ? ', ' : ''}
            {trend.description ?? TREND_WORDS[trend.direction]}
          </span>
        </p>
      ) : null}
    </div>
  )
}
