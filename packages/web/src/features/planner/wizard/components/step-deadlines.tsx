import { DEADLINE_KIND_LABELS } from '@app/contract/planner'
import { DEADLINE_KINDS } from '@app/contract/planner/constants'
import { subjectLabel } from '@app/contract/user'
import { deadlineLabel, formatDateKey } from '@app/domain/planner/labels'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { SegmentedControl } from '../../../../components/ui/segmented-control'
import { SubjectChip } from '../../../../components/ui/subject-chip'
import { TextField } from '../../../../components/ui/text-field'
import type { DraftSubject } from '../wizard-draft'
import { useNow } from '../../../../lib/use-now'
import { TopicList } from './topic-list'
import type { StepProps } from './wizard-step-fields'
import '../wizard.css'

const KIND_OPTIONS = DEADLINE_KINDS.map((value) => ({ value, label: DEADLINE_KIND_LABELS[value] }))

/** The chosen day as the pages write it, and how far it is: '06.12.2026 (za 9 dni)'. */
function dateHint(date: string, now: Date): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Wybierz dzień z kalendarza.'
  return `${formatDateKey(date)} (${deadlineLabel(date, now)})`
}

/** Step 2: per subject an exam or a goal, its date and optional name, and its topics in hours. */
export function StepDeadlines({ draft, errors, onChange }: StepProps) {
  const now = useNow(60_000)
  const today = toWarsawDateKey(now)
  const setSubject = (index: number, patch: Partial<DraftSubject>) =>
    onChange({
      ...draft,
      subjects: draft.subjects.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    })

  return (
    <>
      <p className="wizard-intro">
        Egzamin ma przed sobą próbny egzamin i dwa dni samych powtórek. Cel (np. certyfikat FCE) to
        dzień, do którego uczysz się i powtarzasz.
      </p>
      {draft.subjects.map((subject, index) => {
        const at = (field: string) => errors[`subjects.${index}.${field}`]
        const exam = subject.kind === 'EXAM'
        return (
          <fieldset key={subject.subject} className="wizard-fieldset wizard-subject">
            <legend>
              <SubjectChip subject={subjectLabel(subject.subject)} />
            </legend>
            <SegmentedControl
              legend={`${subjectLabel(subject.subject)}: egzamin czy cel?`}
              options={KIND_OPTIONS}
              value={subject.kind}
              onChange={(kind) => setSubject(index, { kind })}
            />
            <div className="wizard-row">
              <TextField
                type="date"
                label={exam ? 'Data egzaminu' : 'Data celu'}
                hint={dateHint(subject.date, now)}
                min={today}
                value={subject.date}
                error={at('deadline.date')}
                onChange={(event) => setSubject(index, { date: event.target.value })}
              />
              <TextField
                label={exam ? 'Nazwa egzaminu (opcjonalnie)' : 'Nazwa celu (opcjonalnie)'}
                hint="Np. „Sprawdzian” albo „FCE”."
                autoComplete="off"
                maxLength={120}
                value={subject.title}
                error={at('deadline.title')}
                onChange={(event) => setSubject(index, { title: event.target.value })}
              />
            </div>
            <TopicList
              subject={subject}
              errors={errors}
              errorKey={`subjects.${index}.topics`}
              onChange={(topics) => setSubject(index, { topics })}
            />
          </fieldset>
        )
      })}
    </>
  )
}
