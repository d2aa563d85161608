import type { IntroBooking } from '@app/contract/community'
import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useCancelIntroMeeting } from '../../../api/community/mutations'
import { MeetingTime } from './meeting-time'

/** "Zrezygnuj": cancels the user's intro meeting after confirmation, freeing the seat. */
export function CancelIntroMeeting({ userId, booking }: { userId: string; booking: IntroBooking }) {
  const [open, setOpen] = useState(false)
  const { mutateAsync, isPending, error, reset } = useCancelIntroMeeting(userId)

  async function confirm() {
    try {
      await mutateAsync({})
      setOpen(false)
      toast.success('Zrezygnowano ze spotkania wprowadzającego.')
    } catch {
      // Shown in the dialog; the booking stays.
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset()
        setOpen(next)
      }}
      trigger={<Button variant="secondary">Zrezygnuj ze spotkania</Button>}
      title="Zrezygnować ze spotkania?"
      description={
        <>
          Zwolnisz miejsce na spotkaniu <MeetingTime at={booking.startsAt} />. Możesz potem zapisać
          się na inny termin.
        </>
      }
      confirmLabel="Zrezygnuj"
      busyLabel="Rezygnowanie…"
      busy={isPending}
      failure={error ? `Nie udało się zrezygnować. ${toApiError(error).message}` : null}
      onConfirm={() => void confirm()}
    />
  )
}
