import { WeeklyActionSchema, type DominationPlan } from '@app/contract/domination-plan'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { weekHasRoom, withNewAction } from '../plan-form'
import { MilestoneOptions } from './milestone-options'
import { usePlanSave } from './use-plan-save'
import { SelectField } from '../../../components/ui/select-field'
import { toast } from '../../../lib/toast'
import '../domination-plan.css'

const AddActionSchema = WeeklyActionSchema.pick({ milestoneId: true, title: true })
type AddActionValues = z.input<typeof AddActionSchema>

/** 'Dodaj działanie': a new action of the week under a milestone, saved at once. */
export function AddAction({
  userId,
  plan,
  weekKey,
}: {
  userId: string
  plan: DominationPlan
  weekKey: string
}) {
  const { save, busy } = usePlanSave(userId)
  const milestones = plan.goals.flatMap((goal) => goal.milestones)
  const open = milestones.find((m) => !m.done) ?? milestones[0]
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddActionValues>({
    resolver: zodResolver(AddActionSchema),
    defaultValues: { milestoneId: open?.id ?? '', title: '' },
  })
  if (!open)
    return (
      <p className="domination-note">
        Działania na tydzień należą do kamieni milowych: dodaj pierwszy kamień milowy w edycji
        planu.
      </p>
    )
  if (!weekHasRoom(plan, weekKey))
    return <p className="domination-note">Na ten tydzień masz już 10 działań.</p>
  const onSubmit = handleSubmit(({ milestoneId, title }) =>
    save(withNewAction(plan, weekKey, milestoneId, title), () => {
      reset({ milestoneId, title: '' })
      toast.success(`Dodano działanie „${title.trim()}”.`)
    }),
  )
  return (
    <form className="domination-add-action" noValidate onSubmit={onSubmit}>
      <TextField
        label="Nowe działanie na ten tydzień"
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label="Kamień milowy"
        error={errors.milestoneId?.message}
        {...register('milestoneId')}
      >
        <MilestoneOptions goals={plan.goals} />
      </SelectField>
      <Button type="submit" busy={busy} busyLabel="Dodawanie…">
        <Plus aria-hidden="true" />
        Dodaj działanie
      </Button>
    </form>
  )
}
