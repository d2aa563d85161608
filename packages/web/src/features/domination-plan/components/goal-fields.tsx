import type { PlanYear } from '@app/domain/planner/domination-progress'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { SelectField } from '../../../components/ui/select-field'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import { newMilestone, type PlanFormValues } from '../plan-form'
import { quarterLabel } from '../weeks'
import '../domination-plan.css'

interface GoalFieldsProps {
  form: UseFormReturn<PlanFormValues>
  index: number
  year: PlanYear
  onRemove: () => void
  /** A milestone is going: its actions go with it. */
  onRemoveMilestone: (id: string) => void
}

/** One goal in the editor: its title, why, and its milestones per quarter. */
export function GoalFields({ form, index, year, onRemove, onRemoveMilestone }: GoalFieldsProps) {
  const { register, control, formState } = form
  const errors = formState.errors.goals?.[index]
  const milestones = useFieldArray({ control, name: `goals.${index}.milestones` })
  const name = `Cel ${index + 1}`
  return (
    <fieldset className="domination-goal-fields">
      <legend>{name}</legend>
      <TextField
        label="Cel na rok"
        hint="Np. „Średnia 4,5 na koniec roku”."
        error={errors?.title?.message}
        {...register(`goals.${index}.title`)}
      />
      <TextArea
        label="Dlaczego to dla mnie ważne?"
        rows={2}
        error={errors?.why?.message}
        {...register(`goals.${index}.why`)}
      />
      <fieldset className="domination-milestone-fields">
        <legend>Kamienie milowe: {name.toLowerCase()}</legend>
        <ol>
          {milestones.fields.map((field, m) => (
            <li key={field.id}>
              <SelectField
                label={`Kwartał kamienia ${m + 1}`}
                {...register(`goals.${index}.milestones.${m}.quarter`, {
                  setValueAs: (value: unknown) => Number(value),
                })}
              >
                {([1, 2, 3, 4] as const).map((q) => (
                  <option key={q} value={q}>
                    {quarterLabel(year, q)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={`Kamień milowy ${m + 1}`}
                error={errors?.milestones?.[m]?.title?.message}
                {...register(`goals.${index}.milestones.${m}.title`)}
              />
              <Checkbox label="Osiągnięty" {...register(`goals.${index}.milestones.${m}.done`)} />
              <Button
                variant="secondary"
                aria-label={`Usuń kamień milowy ${m + 1} (${name.toLowerCase()})`}
                onClick={() => {
                  onRemoveMilestone(form.getValues(`goals.${index}.milestones.${m}.id`))
                  milestones.remove(m)
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {errors?.milestones?.message && <p className="field-error">{errors.milestones.message}</p>}
        <Button variant="secondary" onClick={() => milestones.append(newMilestone(year.quarter))}>
          <Plus aria-hidden="true" />
          Dodaj kamień milowy
        </Button>
      </fieldset>
      <Button variant="secondary" className="button-danger" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Usuń {name.toLowerCase()}
      </Button>
    </fieldset>
  )
}
