import type { Block } from '@app/contract/planner'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import { LIMITS } from '@app/contract/limits'
import { warsawTime } from '@app/domain/planner/block-changes'
import { atWallTime, dayKeyOf } from '@app/domain/planner/calendar-grid'
import { parseDayStrict } from '@app/domain/shared/iso-dates'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import '../../../components/ui/confirm-dialog.css'
import './plan-view.css'

const isDay = (text: string) => {
  try {
    parseDayStrict(text)
    return true
  } catch {
    return false
  }
}

const BlockEditSchema = z.object({
  day: z.string().refine(isDay, 'Wybierz dzień.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Wpisz godzinę, np. 16:30.'),
  minutes: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, PLANNER_TEXT.blockMinutes)
    .transform(Number)
    .refine(
      (n) => n >= LIMITS.planBlockMinutesMin && n <= LIMITS.planBlockMinutesMax,
      PLANNER_TEXT.blockMinutes,
    ),
})
type BlockEditInput = z.input<typeof BlockEditSchema>
type BlockEditOutput = z.output<typeof BlockEditSchema>

/**
 * 'Edytuj': a block's day, start and length typed in. What was typed stays when the server
 * refuses it (a slot taken, a time already past), with its reason above the fields.
 */
export function BlockEditForm({
  block,
  onSave,
  onCancel,
}: {
  block: Block
  /** Resolves to null when saved, else the refusal's message. */
  onSave: (startsAt: string, minutes: number) => Promise<string | null>
  onCancel: () => void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BlockEditInput, unknown, BlockEditOutput>({
    resolver: zodResolver(BlockEditSchema),
    defaultValues: {
      day: dayKeyOf(block.startsAt),
      time: warsawTime(block.startsAt),
      minutes: String(Math.round((Date.parse(block.endsAt) - Date.parse(block.startsAt)) / 60_000)),
    },
  })
  const submit = handleSubmit(async ({ day, time, minutes }) => {
    setFailure(null)
    const wall = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
    setFailure(await onSave(atWallTime(day, wall), minutes))
  })
  return (
    <form className="form block-edit-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert>{failure}</FormAlert>
      <div className="block-edit-fields">
        <TextField type="date" label="Dzień" error={errors.day?.message} {...register('day')} />
        <TextField
          type="time"
          label="Początek"
          step={300}
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          type="number"
          label="Długość (min)"
          inputMode="numeric"
          min={LIMITS.planBlockMinutesMin}
          max={LIMITS.planBlockMinutesMax}
          error={errors.minutes?.message}
          {...register('minutes')}
        />
      </div>
      <div className="confirm-dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          Anuluj
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz
        </Button>
      </div>
    </form>
  )
}
