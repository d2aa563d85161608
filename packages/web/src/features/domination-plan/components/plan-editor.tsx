import type { DominationPlan } from '@app/contract/domination-plan'
import type { PlanYear } from '@app/domain/planner/domination-progress'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useUpdateDominationPlan } from '../../../api/domination-plan/mutations'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../lib/toast'
import {
  editedPlanRequest,
  newGoal,
  newItemId,
  PlanFormSchema,
  toFormValues,
  type PlanFormValues,
} from '../plan-form'
import { weekRange } from '../weeks'
import { GoalFields } from './goal-fields'
import { MilestoneOptions } from './milestone-options'
import '../domination-plan.css'

interface PlanEditorProps {
  userId: string
  /** The plan as last read: a 409 refetches it and the next save names its version. */
  plan: DominationPlan
  weekKey: string
  year: PlanYear
  onDone: () => void
}

/**
 * The whole plan in one form: the vision, goals with their milestones, this week's actions. Saved
 * whole (PUT); a refusal keeps what was typed, so 'Zapisz plan' again sends it over the fresh plan.
 */
export function PlanEditor({ userId, plan, weekKey, year, onDone }: PlanEditorProps) {
  const update = useUpdateDominationPlan(userId)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(PlanFormSchema),
    defaultValues: toFormValues(plan, weekKey),
  })
  const { register, control, handleSubmit, formState } = form
  const errors = formState.errors
  const goals = useFieldArray({ control, name: 'goals' })
  const actions = useFieldArray({ control, name: 'actions' })
  const watchedGoals = useWatch({ control, name: 'goals' })
  const milestones = watchedGoals.flatMap((goal) => goal.milestones)

  const removeActionsOf = (milestoneIds: readonly string[]) => {
    const indices = form
      .getValues('actions')
      .flatMap((action, i) => (milestoneIds.includes(action.milestoneId) ? [i] : []))
    if (indices.length > 0) actions.remove(indices)
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await update.mutateAsync({ body: editedPlanRequest(plan, values, weekKey) })
      toast.success('Zapisano plan dominacji.')
      onDone()
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })

  return (
    <form className="domination-editor" noValidate onSubmit={onSubmit} aria-label="Edycja planu">
      <section aria-labelledby="domination-edit-vision">
        <h2 id="domination-edit-vision">Moja wizja</h2>
        <TextArea
          label="Kim chcesz być za rok?"
          hint="Napisz to własnymi słowami: jak wygląda Twój dzień, co umiesz, z czego jesteś dumny."
          rows={4}
          error={errors.vision?.message}
          {...register('vision')}
        />
      </section>

      <section aria-labelledby="domination-edit-goals">
        <h2 id="domination-edit-goals">Cele na rok {year.label}</h2>
        {goals.fields.map((field, index) => (
          <GoalFields
            key={field.id}
            form={form}
            index={index}
            year={year}
            onRemove={() => {
              removeActionsOf(form.getValues(`goals.${index}.milestones`).map((m) => m.id))
              goals.remove(index)
            }}
            onRemoveMilestone={(id) => removeActionsOf([id])}
          />
        ))}
        {errors.goals?.message && <p className="field-error">{errors.goals.message}</p>}
        <Button variant="secondary" onClick={() => goals.append(newGoal())}>
          <Plus aria-hidden="true" />
          Dodaj cel
        </Button>
      </section>

      <section aria-labelledby="domination-edit-actions">
        <h2 id="domination-edit-actions">Działania na ten tydzień ({weekRange(weekKey)})</h2>
        {milestones.length === 0 ? (
          <p className="domination-note">
            Działania należą do kamieni milowych: dodaj kamień milowy do celu, a potem zaplanuj
            działania.
          </p>
        ) : (
          <>
            <ol className="domination-edit-actions">
              {actions.fields.map((field, i) => (
                <li key={field.id}>
                  <TextField
                    label={`Działanie ${i + 1}`}
                    error={errors.actions?.[i]?.title?.message}
                    {...register(`actions.${i}.title`)}
                  />
                  <SelectField
                    label={`Kamień milowy działania ${i + 1}`}
                    {...register(`actions.${i}.milestoneId`)}
                  >
                    <MilestoneOptions goals={watchedGoals} />
                  </SelectField>
                  <Checkbox label="Zrobione" {...register(`actions.${i}.done`)} />
                  <Button
                    variant="secondary"
                    aria-label={`Usuń działanie ${i + 1}`}
                    onClick={() => actions.remove(i)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            {errors.actions?.message && <p className="field-error">{errors.actions.message}</p>}
            <Button
              variant="secondary"
              onClick={() =>
                actions.append({
                  id: newItemId(),
                  milestoneId: (milestones.find((m) => !m.done) ?? milestones[0])!.id,
                  title: '',
                  done: false,
                })
              }
            >
              <Plus aria-hidden="true" />
              Dodaj działanie
            </Button>
          </>
        )}
      </section>

      <FormAlert>{failure}</FormAlert>
      <div className="domination-form-actions">
        <Button variant="secondary" onClick={onDone}>
          Anuluj
        </Button>
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Zapisywanie…">
          Zapisz plan
        </Button>
      </div>
    </form>
  )
}
