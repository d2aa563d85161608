import {
  CHECK_IN_WEEKDAYS,
  DominationPlanSettingsSchema,
  WEEKDAY_NAMES,
  type DominationPlanSettings,
  type Settings,
} from '@app/contract/user'
import { MONTH_NAMES } from '@app/domain/planner/calendar-grid'
import { CalendarCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { groupedZodResolver } from '../../../lib/grouped-zod-resolver'
import { useSaveSettings } from '../use-save-settings'
import './settings.css'
import './settings-grid.css'
import './tool-settings.css'

const monthLabel = (month: number) => {
  const name = MONTH_NAMES[month - 1] ?? ''
  const label = name.charAt(0).toLocaleUpperCase('pl') + name.slice(1)
  if (month === 9) return `${label} (rok szkolny)`
  if (month === 1) return `${label} (rok kalendarzowy)`
  return label
}

/**
 * /ustawienia/plan-dominacji: when the weekly check-in opens (Thursday to Sunday, so that it can
 * close on Wednesday), the month the plan's year starts and the e-mail when the check-in opens.
 */
export function DominationSettingsForm({
  userId,
  settings,
}: {
  userId: string
  settings: Settings
}) {
  const { outcome, save } = useSaveSettings(userId)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DominationPlanSettings>({
    resolver: groupedZodResolver(DominationPlanSettingsSchema),
    defaultValues: settings.dominationPlan,
  })

  const onSubmit = handleSubmit((values) => save({ dominationPlan: values }))

  return (
    <form className="settings-tool-form settings-wide" noValidate onSubmit={onSubmit}>
      <Card
        as="section"
        headingLevel={2}
        icon={CalendarCheck}
        title="Podsumowanie tygodnia"
        className="settings-card"
      >
        <p className="settings-card-note">
          Co tydzień odhaczasz działania, oceniasz tydzień i ustalasz działania na następny. Można
          to zrobić najpóźniej do środy, 23:59.
        </p>
        <div className="settings-fields">
          <SelectField
            label="Dzień podsumowania"
            error={errors.checkInWeekday?.message}
            {...register('checkInWeekday')}
          >
            {CHECK_IN_WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {WEEKDAY_NAMES[day]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Godzina"
            type="time"
            step={300}
            error={errors.checkInTime?.message}
            {...register('checkInTime')}
          />
          <SelectField
            label="Rok planu zaczyna się w miesiącu"
            error={errors.yearStartMonth?.message}
            {...register('yearStartMonth', { setValueAs: (value: unknown) => Number(value) })}
          >
            {MONTH_NAMES.map((_, index) => (
              <option key={index + 1} value={index + 1}>
                {monthLabel(index + 1)}
              </option>
            ))}
          </SelectField>
        </div>
        <Checkbox
          label="Przypomnienie e-mailem, gdy podsumowanie się otwiera"
          {...register('emailReminder')}
        />
      </Card>
      <div className="settings-tool-actions">
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz
        </Button>
      </div>
    </form>
  )
}
