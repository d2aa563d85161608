import {
  DOMINATION_PLAN_TEXT as TEXT,
  type CheckIn,
  type DominationPlan,
  type WeeklyAction,
} from '@app/contract/domination-plan'
import { LIMITS } from '@app/contract/limits'
import { shiftWeek } from '@app/domain/planner/check-in-window'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useCreateCheckIn, useUpdateCheckIn } from '../../../api/domination-plan/mutations'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../lib/toast'
import {
  CheckInFormSchema,
  checkInRequest,
  correctionRequest,
  correctionValues,
  newCheckInValues,
  RATING_LABELS,
  type CheckInFormValues,
} from '../check-in-form'
import { newItemId } from '../plan-form'
import { MilestoneOptions } from './milestone-options'
import '../domination-plan.css'

interface CheckInFormProps {
  userId: string
  plan: DominationPlan
  weekKey: string
  weekActions: readonly WeeklyAction[]
  /** The saved check-in to correct; without one, a new check-in (with next week's actions). */
  checkIn?: CheckIn
  onDone?: () => void
}

/** The week's check-in: ticks, 'Jak oceniasz ten tydzień?', three questions, next week's actions. */
export function CheckInForm(props: CheckInFormProps) {
  const { userId, plan, weekKey, weekActions, checkIn, onDone } = props
  const create = useCreateCheckIn(userId)
  const update = useUpdateCheckIn(userId)
  const [failure, setFailure] = useState<string | null>(null)
  const { register, control, handleSubmit, formState } = useForm<CheckInFormValues>({
    resolver: zodResolver(CheckInFormSchema),
    defaultValues: checkIn ? correctionValues(checkIn, weekActions) : newCheckInValues(weekActions),
  })
  const errors = formState.errors
  const next = useFieldArray({ control, name: 'nextWeekActions' })
  const nextWeek = shiftWeek(weekKey, 1)
  const room =
    LIMITS.dominationActionsPerWeekMax -
    plan.actions.filter((action) => action.weekKey === nextWeek).length
  const milestones = plan.goals.flatMap((goal) => goal.milestones)
  const firstOpen = milestones.find((m) => !m.done) ?? milestones[0]

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      if (checkIn) {
        await update.mutateAsync({
          params: { id: checkIn.id },
          body: correctionRequest(values, checkIn, weekActions),
        })
        toast.success('Zapisano poprawione podsumowanie.')
      } else {
        await create.mutateAsync(checkInRequest(values, weekKey, weekActions))
        toast.success('Zapisano podsumowanie tygodnia.')
      }
      onDone?.()
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })

  return (
    <form className="domination-check-in-form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>Działania tego tygodnia</legend>
        {weekActions.length === 0 ? (
          <p className="domination-note">W tym tygodniu nie było zaplanowanych działań.</p>
        ) : (
          weekActions.map((action, i) => (
            <Checkbox key={action.id} label={action.title} {...register(`ticks.${i}`)} />
          ))
        )}
      </fieldset>
      <fieldset
        className="domination-rating"
        aria-describedby={errors.rating ? 'domination-rating-error' : undefined}
      >
        <legend>{TEXT.ratingQuestion}</legend>
        <div className="domination-rating-options">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label key={n}>
              <input type="radio" value={String(n)} {...register('rating')} />
              {RATING_LABELS[n]}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="domination-rating-error" className="field-error">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <TextArea
        label={TEXT.wentWellQuestion}
        rows={3}
        error={errors.wentWell?.message}
        {...register('wentWell')}
      />
      <TextArea
        label={TEXT.gotInTheWayQuestion}
        rows={3}
        error={errors.gotInTheWay?.message}
        {...register('gotInTheWay')}
      />
      <TextArea
        label={TEXT.willChangeQuestion}
        rows={3}
        error={errors.willChange?.message}
        {...register('willChange')}
      />
      {!checkIn && (
        <fieldset>
          <legend>{TEXT.nextWeekActions}</legend>
          {!firstOpen ? (
            <p className="domination-note">
              Działania należą do kamieni milowych: dodaj je najpierw w edycji planu.
            </p>
          ) : (
            <>
              <ol className="domination-next-actions">
                {next.fields.map((field, i) => (
                  <li key={field.id}>
                    <TextField
                      label={`Działanie ${i + 1}`}
                      error={errors.nextWeekActions?.[i]?.title?.message}
                      {...register(`nextWeekActions.${i}.title`)}
                    />
                    <SelectField
                      label={`Kamień milowy działania ${i + 1}`}
                      {...register(`nextWeekActions.${i}.milestoneId`)}
                    >
                      <MilestoneOptions goals={plan.goals} />
                    </SelectField>
                    <Button
                      variant="secondary"
                      aria-label={`Usuń działanie ${i + 1}`}
                      onClick={() => next.remove(i)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ol>
              {errors.nextWeekActions?.message && (
                <p className="field-error">{errors.nextWeekActions.message}</p>
              )}
              <Button
                variant="secondary"
                disabled={next.fields.length >= room}
                onClick={() =>
                  next.append({ id: newItemId(), milestoneId: firstOpen.id, title: '' })
                }
              >
                <Plus aria-hidden="true" />
                Dodaj działanie na następny tydzień
              </Button>
            </>
          )}
        </fieldset>
      )}
      <FormAlert>{failure}</FormAlert>
      <div className="domination-form-actions">
        {checkIn && (
          <Button variant="secondary" onClick={onDone}>
            Anuluj
          </Button>
        )}
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Zapisywanie…">
          {checkIn ? 'Zapisz poprawkę' : 'Zapisz podsumowanie'}
        </Button>
      </div>
    </form>
  )
}
