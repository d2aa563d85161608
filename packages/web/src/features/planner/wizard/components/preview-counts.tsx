import { subjectLabel } from '@app/contract/user'
import { SubjectChip } from '../../../../components/ui/subject-chip'
import { countLine, type SubjectCount } from '../preview'
import '../preview.css'

/** The whole plan's blocks per subject: learning, reviews, a mock exam and the hours. */
export function PreviewCounts({ counts }: { counts: SubjectCount[] }) {
  return (
    <section className="wizard-counts" aria-labelledby="wizard-counts-heading">
      <h3 id="wizard-counts-heading">Bloki w całym planie</h3>
      <ul>
        {counts.map((count) => (
          <li key={count.subject}>
            <SubjectChip subject={subjectLabel(count.subject)} />
            <span>{countLine(count)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
