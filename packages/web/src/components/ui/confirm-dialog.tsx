import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { Button } from './button'
import { FormAlert } from './form-alert'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; without one the dialog is opened by `open` alone. */
  trigger?: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  /** Why the last attempt failed, shown in the dialog (which stays open). */
  failure: string | null
  onConfirm: () => void
  /** Where the focus goes on closing; by default back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * "Are you sure?" before something that cannot be undone: a modal dialog (Radix: focus trap,
 * Escape, focus return) with the destructive button and "Anuluj". It cannot be closed while busy.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  failure,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog" onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className="confirm-dialog-title">{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <FormAlert>{failure}</FormAlert>
          {/* "Anuluj" first: it takes the focus when the dialog opens, the safe default. */}
          <div className="confirm-dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Anuluj
              </Button>
            </Dialog.Close>
            <Button className="button-danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
