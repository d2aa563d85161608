import { WEEKDAYS } from '@app/contract/user'
import { WeekWindowsField } from '../../../../components/ui/week-windows-field'
import { DaysOffField } from './days-off-field'
import type { StepProps } from './wizard-step-fields'

/** Step 3: the week's study windows (from the planner's settings) and the days off. */
export function StepWindows({ draft, errors, onChange }: StepProps) {
  return (
    <>
      <div data-invalid={errors.windows ? true : undefined}>
        <WeekWindowsField
          legend="Okna czasowe"
          hint="Godziny, w których zwykle możesz się uczyć, od ustawień planera. Dzień bez okna jest wolny."
          value={draft.windows}
          onChange={(windows) => onChange({ ...draft, windows })}
          error={errors.windows}
          dayErrors={Object.fromEntries(WEEKDAYS.map((day) => [day, errors[`windows.${day}`]]))}
        />
      </div>
      <DaysOffField
        value={draft.daysOff}
        error={errors.daysOff}
        onChange={(daysOff) => onChange({ ...draft, daysOff })}
      />
    </>
  )
}
