import { KED_WEEKS } from '@app/domain/shared/constants'
import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import type { ReactNode } from 'react'

/**
 * The course's facts at a glance, the same wherever the course is offered: its length, the
 * hours of video and the weekly work, then one fact of the page's own (`children`, an `<li>`).
 * `className` is the page's own list style.
 */
export function KedFacts({ className, children }: { className: string; children: ReactNode }) {
  return (
    <ul className={className} aria-label="Najważniejsze informacje">
      <li>
        <strong>{formatCount(KED_WEEKS, PLURAL_FORMS.week)}</strong> i tydzień wprowadzający
      </li>
      <li>
        <strong>ponad 12 godzin</strong> nagrań wideo
      </li>
      <li>
        <strong>2-3 godziny</strong> tygodniowo
      </li>
      {children}
    </ul>
  )
}
