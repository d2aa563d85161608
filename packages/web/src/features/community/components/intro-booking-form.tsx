import type { IntroBooking, IntroSlot } from '@app/contract/community'
import { toApiError } from '@app/domain/shared/api-errors'
import { formatCount } from '@app/domain/shared/format'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useExclusive } from '../../../lib/use-exclusive'
import { useBookIntroMeeting } from '../../../api/community/mutations'
import { FREE_SEATS, PICK_SLOT } from '../copy'
import { MeetingTime } from './meeting-time'
import '../community.css'

export interface IntroBookingFormProps {
  userId: string
  slots: IntroSlot[]
  /** The user's current booking, preselected; the form then moves it. */
  booking: IntroBooking | null
  onBooked: (booking: IntroBooking) => void
}

/**
 * One of the offered introductory meetings as a radio group (arrow keys move between them; full
 * meetings are disabled). A refused booking is reported above the form and the choice stays.
 */
export function IntroBookingForm({ userId, slots, booking, onBooked }: IntroBookingFormProps) {
  const id = useId()
  const firstRadio = useRef<HTMLInputElement>(null)
  const [selected, setSelected] = useState<string | null>(booking?.startsAt ?? null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync, isPending } = useBookIntroMeeting(userId)
  const errorId = `${id}-error`

  const submit = useExclusive(async () => {
    setFailure(null)
    if (!selected) {
      setFieldError(PICK_SLOT)
      firstRadio.current?.focus()
      return
    }
    setFieldError(null)
    let booked: IntroBooking | null
    try {
      const response = await mutateAsync({ body: { startsAt: selected } })
      booked = response.body.introMeeting.booking
    } catch (error) {
      setFailure(toApiError(error).message)
      return
    }
    if (booked) onBooked(booked)
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  const isFull = (slot: IntroSlot) => slot.seatsLeft === 0 && slot.startsAt !== booking?.startsAt
  const firstEnabled = slots.findIndex((slot) => !isFull(slot))
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert>{failure}</FormAlert>
      <fieldset className="community-slots" aria-describedby={fieldError ? errorId : undefined}>
        <legend>{booking ? 'Wybierz nowy termin' : 'Wybierz termin spotkania'}</legend>
        {slots.map((slot, index) => {
          const full = isFull(slot)
          return (
            <label key={slot.startsAt} className="community-slot">
              <input
                ref={index === firstEnabled ? firstRadio : undefined}
                type="radio"
                name={`${id}-slot`}
                value={slot.startsAt}
                checked={selected === slot.startsAt}
                disabled={full}
                onChange={() => {
                  setSelected(slot.startsAt)
                  setFieldError(null)
                }}
              />
              <MeetingTime at={slot.startsAt} />
              {slot.startsAt === booking?.startsAt ? (
                <Badge tone="success" className="community-slot-seats">
                  Twój obecny termin
                </Badge>
              ) : (
                <Badge className="community-slot-seats">
                  {full ? 'Brak wolnych miejsc' : formatCount(slot.seatsLeft, FREE_SEATS)}
                </Badge>
              )}
            </label>
          )
        })}
        {fieldError ? (
          <p id={errorId} className="field-error">
            {fieldError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" busy={isPending} busyLabel="Zapisywanie…">
          {booking ? 'Zmień termin' : 'Zapisz się'}
        </Button>
      </div>
    </form>
  )
}
