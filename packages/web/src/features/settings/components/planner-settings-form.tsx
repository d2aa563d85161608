import {
  LearningPlannerSettingsSchema,
  WEEKDAYS,
  type LearningPlannerSettings,
  type Settings,
} from '@app/contract/user'
import { CalendarClock, Timer } from 'lucide-react'
import { useController, useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { WeekWindowsField } from '../../../components/ui/week-windows-field'
import { groupedZodResolver } from '../../../lib/grouped-zod-resolver'
import { useSaveSettings } from '../use-save-settings'
import './settings.css'
import './settings-grid.css'
import './tool-settings.css'

const REMINDER_CHOICES = [5, 10, 15, 30, 60] as const
const NO_REMINDER = 'brak'

const asMinutes = (value: unknown) => (value === '' ? Number.NaN : Number(value))

/**
 * /ustawienia/planer-nauki: the focus timer's lengths, the study windows a new plan starts from,
 * the day's plan by e-mail, reminders before a block and the chime. A refused save keeps the form.
 */
export function PlannerSettingsForm({ userId, settings }: { userId: string; settings: Settings }) {
  const { outcome, save } = useSaveSettings(userId)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LearningPlannerSettings>({
    resolver: groupedZodResolver(LearningPlannerSettingsSchema),
    defaultValues: settings.learningPlanner,
  })
  const { field: windows } = useController({ control, name: 'windows' })
  const {
    field: { value: reminder, onChange: onReminderChange },
  } = useController({ control, name: 'reminderMinutesBefore' })

  const onSubmit = handleSubmit((values) => save({ learningPlanner: values }))
  const minutes = { setValueAs: asMinutes }

  return (
    <form className="settings-tool-form settings-wide" noValidate onSubmit={onSubmit}>
      <Card
        as="section"
        headingLevel={2}
        icon={Timer}
        title="Tryb skupienia"
        className="settings-card"
      >
        <div className="settings-fields">
          <TextField
            label="Sesja nauki (min)"
            type="number"
            inputMode="numeric"
            min={15}
            max={90}
            hint="Od 15 do 90 minut, najczęściej 25."
            error={errors.sessionMinutes?.message}
            {...register('sessionMinutes', minutes)}
          />
          <TextField
            label="Przerwa (min)"
            type="number"
            inputMode="numeric"
            min={3}
            max={30}
            hint="Od 3 do 30 minut."
            error={errors.breakMinutes?.message}
            {...register('breakMinutes', minutes)}
          />
          <TextField
            label="Długa przerwa (min)"
            type="number"
            inputMode="numeric"
            min={10}
            max={45}
            hint="Od 10 do 45 minut."
            error={errors.longBreakMinutes?.message}
            {...register('longBreakMinutes', minutes)}
          />
          <TextField
            label="Długa przerwa co tyle sesji"
            type="number"
            inputMode="numeric"
            min={2}
            max={6}
            hint="Od 2 do 6 sesji."
            error={errors.longBreakEvery?.message}
            {...register('longBreakEvery', minutes)}
          />
        </div>
        <Checkbox label="Dźwięk przy zmianie fazy" {...register('sound')} />
      </Card>
      <Card
        as="section"
        headingLevel={2}
        icon={CalendarClock}
        title="Czas na naukę i przypomnienia"
        className="settings-card"
      >
        <WeekWindowsField
          legend="Domyślne okna czasowe"
          hint="Od tych godzin zaczyna każdy nowy plan. Dzień bez okna jest wolny."
          value={windows.value}
          onChange={windows.onChange}
          error={errors.windows?.message}
          dayErrors={Object.fromEntries(
            WEEKDAYS.map((day) => [day, errors.windows?.[day]?.message]),
          )}
        />
        <Checkbox
          label="Plan dnia na e-mail"
          hint="Rano, w dni z zaplanowanymi blokami."
          {...register('dailyPlanEmail')}
        />
        <SelectField
          label="Przypomnienie przed blokiem"
          hint="Powiadomienie w przeglądarce, jeśli na nie pozwolisz."
          error={errors.reminderMinutesBefore?.message}
          value={reminder === null ? NO_REMINDER : String(reminder)}
          onChange={(event) =>
            onReminderChange(event.target.value === NO_REMINDER ? null : Number(event.target.value))
          }
        >
          <option value={NO_REMINDER}>Bez przypomnień</option>
          {REMINDER_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} minut przed
            </option>
          ))}
        </SelectField>
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
