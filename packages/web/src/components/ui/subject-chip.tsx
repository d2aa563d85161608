import { SUBJECT_NAMES, subjectKey } from '../../lib/subjects'
import './subject-chip.css'

export interface SubjectChipProps {
  /** The subject as the user typed it ('matematyka', 'Język polski'); shown as typed. */
  subject: string
  className?: string
}

/**
 * A subject's name in its colour from the one subject map (src/tokens.css, keyed by
 * src/lib/subjects.ts); a name not on the map gets the neutral 'other' colours.
 */
export function SubjectChip({ subject, className }: SubjectChipProps) {
  const key = subjectKey(subject)
  const text = subject.trim() || SUBJECT_NAMES.other
  return (
    <span className={['subject-chip', className].filter(Boolean).join(' ')} data-subject={key}>
      <span aria-hidden="true" className="subject-chip-dot" />
      {text}
    </span>
  )
}
