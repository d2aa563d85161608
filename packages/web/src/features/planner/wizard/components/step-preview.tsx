import { BLOCK_KIND_LABELS } from '@app/contract/planner'
import { subjectLabel } from '@app/contract/user'
import { formatCount } from '@app/domain/shared/format'
import { CalendarDays, TriangleAlert } from 'lucide-react'
import { useMemo, useState } from 'react'
import { SubjectChip } from '../../../../components/ui/subject-chip'
import { buildPreview, subjectAndTopic, type PlanPreview } from '../preview'
import { draftToInput, type WizardDraft } from '../wizard-draft'
import { PreviewCounts } from './preview-counts'
import '../preview.css'
import '../wizard.css'

const BLOCK_FORMS = { one: 'blok', few: 'bloki', many: 'bloków' }

/** Step 5: the plan as it will be made, what does not fit first, then the next two weeks. */
export function StepPreview({ draft }: { draft: WizardDraft }) {
  const [now] = useState(() => Date.now())
  const preview = useMemo(() => buildPreview(draftToInput(draft), now), [draft, now])
  return (
    <>
      {preview.unplaced.length > 0 && <Unplaced preview={preview} />}
      <p className="wizard-summary">
        {preview.total === 0
          ? 'Plan nie ma jeszcze żadnego bloku.'
          : `Cały plan: ${formatCount(preview.total, BLOCK_FORMS)}, ostatni ${preview.lastDate}.`}{' '}
        Godziny ułożymy jeszcze raz w chwili tworzenia planu, więc mogą się nieco przesunąć.
      </p>
      <PreviewCounts counts={preview.counts} />
      <section className="wizard-preview-days" aria-labelledby="wizard-days-heading">
        <h3 id="wizard-days-heading">
          <CalendarDays aria-hidden="true" />
          Najbliższe dwa tygodnie
        </h3>
        {preview.days.length === 0 ? (
          <p className="wizard-muted">W najbliższych dwóch tygodniach nie ma bloków.</p>
        ) : (
          preview.days.map((day) => (
            <section key={day.dateKey} aria-labelledby={`wizard-day-${day.dateKey}`}>
              <h4 id={`wizard-day-${day.dateKey}`}>{day.label}</h4>
              <ul className="wizard-blocks">
                {day.blocks.map((block) => (
                  <li key={block.key} className="wizard-block">
                    <span className="wizard-block-time">{block.time}</span>
                    <SubjectChip subject={subjectLabel(block.subject)} />
                    <span className="wizard-block-topic">{block.topic}</span>
                    <span className="wizard-block-kind">{BLOCK_KIND_LABELS[block.kind]}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </>
  )
}

/** What the plan leaves out, before anything else: the student can still change the inputs. */
function Unplaced({ preview }: { preview: PlanPreview }) {
  return (
    <section className="wizard-unplaced" aria-labelledby="wizard-unplaced-heading">
      <h3 id="wizard-unplaced-heading">
        <TriangleAlert aria-hidden="true" />
        Nie wszystko się mieści
      </h3>
      <ul>
        {preview.unplaced.map((item) => (
          <li key={`${item.subject}-${item.kind}-${item.topic}`}>
            <strong>{subjectAndTopic(item.subject, item.topic)}</strong> (
            {BLOCK_KIND_LABELS[item.kind].toLocaleLowerCase('pl')}): {item.message}
          </li>
        ))}
      </ul>
      <p>
        Wróć i dodaj okna czasowe, zmniejsz liczbę godzin albo przesuń datę. Możesz też utworzyć
        plan bez tych bloków.
      </p>
    </section>
  )
}
