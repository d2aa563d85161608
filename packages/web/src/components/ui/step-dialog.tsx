import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import './confirm-dialog.css'
import './step-dialog.css'

export interface DialogStep {
  title: string
  body: ReactNode
}

export interface StepDialogProps {
  title: string
  /** One step is a plain dialog; more get 'Krok 1 z 3', 'Wstecz' and 'Dalej'. */
  steps: readonly DialogStep[]
  /** The last step's button, which closes the dialog. */
  finishLabel: string
  /** Called once, however it is closed: the button, 'Zamknij', Escape or a click outside. */
  onClose: () => void
}

/**
 * A modal dialog that walks through a few steps (onboarding, tool tutorials). Radix keeps the
 * focus inside and, on closing, returns it to where it was before the dialog opened, or to the
 * page's main region when that element is gone.
 */
export function StepDialog({ title, steps, finishLabel, onClose }: StepDialogProps) {
  const [open, setOpen] = useState(true)
  const [index, setIndex] = useState(0)
  const [returnTo] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  )
  const step = steps[index]!
  const isLast = index === steps.length - 1

  const close = () => {
    setOpen(false)
    onClose()
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content
          className="confirm-dialog step-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const target =
              returnTo?.isConnected && returnTo !== document.body
                ? returnTo
                : document.getElementById('main')
            target?.focus()
          }}
        >
          <Dialog.Title className="confirm-dialog-title">{title}</Dialog.Title>
          {steps.length > 1 && (
            <p className="step-dialog-counter">
              Krok {index + 1} z {steps.length}
            </p>
          )}
          <Dialog.Description asChild>
            <div className="step-dialog-body" aria-live="polite">
              {steps.length > 1 && <h3>{step.title}</h3>}
              {step.body}
            </div>
          </Dialog.Description>
          <div className="confirm-dialog-actions">
            {index > 0 && (
              <Button variant="secondary" onClick={() => setIndex(index - 1)}>
                Wstecz
              </Button>
            )}
            {isLast ? (
              <Button onClick={close}>{finishLabel}</Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)}>Dalej</Button>
            )}
          </div>
          <Dialog.Close className="step-dialog-close" aria-label="Zamknij">
            <X aria-hidden="true" size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
