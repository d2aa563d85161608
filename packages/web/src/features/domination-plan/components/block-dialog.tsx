import type { WeeklyAction } from '@app/contract/domination-plan'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { formatDateKey } from '@app/domain/planner/labels'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useCreateBlock } from '../../../api/planner/mutations'
import { planQuery, plansQuery } from '../../../api/planner/queries'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../lib/toast'
import { useNow } from '../../../lib/use-now'
import {
  BlockFormSchema,
  blockRequest,
  defaultBlockDay,
  timeSpan,
  topicOf,
  type BlockFormValues,
} from '../block-form'
import '../../../components/ui/confirm-dialog.css'
import '../domination-plan.css'

/** 'Do planera': the action as a block of one of the student's active learning plans. */
export function BlockDialog({ userId, action }: { userId: string; action: WeeklyAction }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="secondary"
          className="domination-to-planner"
          aria-label={`Do planera: ${action.title}`}
        >
          <CalendarPlus aria-hidden="true" />
          Do planera
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog domination-block-dialog">
          <Dialog.Title className="confirm-dialog-title">Dodaj do planera nauki</Dialog.Title>
          <Dialog.Description>„{action.title}” jako blok w Twoim planie nauki.</Dialog.Description>
          <BlockForm userId={userId} action={action} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function BlockForm(props: { userId: string; action: WeeklyAction; onDone: () => void }) {
  const { userId, action, onDone } = props
  const plans = useQuery(plansQuery(userId))
  const active = plans.data?.items.filter((plan) => !plan.archived)
  if (plans.isError) return <RetryError error={plans.error} onRetry={() => void plans.refetch()} />
  if (!active) return <p role="status">Wczytywanie planów…</p>
  if (active.length === 0)
    return (
      <>
        <p>Nie masz aktywnego planu nauki, do którego można dodać ten blok.</p>
        <div className="confirm-dialog-actions">
          <Dialog.Close asChild>
            <Button variant="secondary">Zamknij</Button>
          </Dialog.Close>
          <Link to={ROUTES.plannerNew} className="button button-primary">
            Utwórz plan nauki
          </Link>
        </div>
      </>
    )
  return <BlockFields userId={userId} action={action} plans={active} onDone={onDone} />
}

function BlockFields(props: {
  userId: string
  action: WeeklyAction
  plans: { id: string; name: string }[]
  onDone: () => void
}) {
  const { userId, action, plans, onDone } = props
  const settings = useQuery(settingsQuery(userId))
  const today = toWarsawDateKey(useNow(60_000))
  const form = useForm<BlockFormValues>({
    resolver: zodResolver(BlockFormSchema),
    defaultValues: {
      planId: plans[0]!.id,
      subject: 'matematyka',
      kind: 'LEARN',
      topic: topicOf(action.title),
      date: defaultBlockDay(action.weekKey, today),
      time: '17:00',
      minutes: settings.data?.learningPlanner.sessionMinutes ?? 45,
    },
  })
  const { register, formState } = form
  const errors = formState.errors
  const planId = useWatch({ control: form.control, name: 'planId' })
  const plan = useQuery(planQuery(userId, planId))
  const subjects = plan.data?.input.subjects.map((s) => s.subject) ?? []
  const firstSubject = subjects[0]
  useEffect(() => {
    if (firstSubject && !subjects.includes(form.getValues('subject')))
      form.setValue('subject', firstSubject)
    // The plan's subjects change only with the plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan.data])
  return (
    <form className="domination-block-form" noValidate>
      <SelectField label="Plan nauki" error={errors.planId?.message} {...register('planId')}>
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Przedmiot"
        error={errors.subject?.message}
        disabled={!plan.data}
        {...register('subject')}
      >
        {subjects.map((subject) => (
          <option key={subject} value={subject}>
            {subjectLabel(subject)}
          </option>
        ))}
      </SelectField>
      <TextField label="Temat" error={errors.topic?.message} {...register('topic')} />
      <SelectField label="Rodzaj" error={errors.kind?.message} {...register('kind')}>
        <option value="LEARN">{BLOCK_KIND_LABELS.LEARN}</option>
        <option value="REVIEW">{BLOCK_KIND_LABELS.REVIEW}</option>
      </SelectField>
      <div className="domination-block-when">
        <TextField label="Dzień" type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label="Godzina"
          type="time"
          step={300}
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          label="Długość (minuty)"
          type="number"
          min={10}
          max={240}
          step={5}
          error={errors.minutes?.message}
          {...register('minutes', { setValueAs: (value: unknown) => Number(value) })}
        />
      </div>
      <SaveBlock
        key={planId}
        userId={userId}
        planId={planId}
        planName={plans.find((p) => p.id === planId)?.name ?? ''}
        form={form}
        onDone={onDone}
      />
    </form>
  )
}

/** The dialog's buttons; one per plan (keyed), so a block meant for another plan gets its own key. */
function SaveBlock(props: {
  userId: string
  planId: string
  planName: string
  form: UseFormReturn<BlockFormValues>
  onDone: () => void
}) {
  const { userId, planId, planName, form, onDone } = props
  const create = useCreateBlock(userId, planId)
  const [failure, setFailure] = useState<string | null>(null)
  const onSave = form.handleSubmit(async (values) => {
    setFailure(null)
    const parsed = BlockFormSchema.parse(values)
    try {
      await create.mutateAsync(blockRequest(parsed))
      toast.success(
        `Dodano do planu „${planName}”: ${formatDateKey(parsed.date)}, ${timeSpan(parsed.time, parsed.minutes)}.`,
      )
      onDone()
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      <div className="confirm-dialog-actions">
        <Dialog.Close asChild>
          <Button variant="secondary">Anuluj</Button>
        </Dialog.Close>
        <Button busy={create.isPending} busyLabel="Dodawanie…" onClick={() => void onSave()}>
          <CalendarPlus aria-hidden="true" />
          Dodaj do planu
        </Button>
      </div>
    </>
  )
}
