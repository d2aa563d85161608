import { toApiError } from '@app/domain/shared/api-errors'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { toast } from '../../lib/toast'

/**
 * A button that asks first ('Odłącz', 'Anuluj prośbę'): the dialog stays open with the API's
 * reason when the change fails; on success a toast says what was done (the card it sat on may
 * be gone with it).
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  busyLabel,
  done,
  run,
}: {
  label: string
  title: string
  description: ReactNode
  confirmLabel: string
  busyLabel: string
  /** The toast after success. */
  done: string
  run: () => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setFailure(null)
    try {
      await run()
      setOpen(false)
      toast.success(done)
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setFailure(null)
        setOpen(next)
      }}
      trigger={<Button variant="secondary">{label}</Button>}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      failure={failure}
      onConfirm={() => void confirm()}
    />
  )
}
