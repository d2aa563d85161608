import { RotateCcw } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { WIZARD_TEXT } from '../wizard-text'
import '../wizard.css'

/** 'Zacznij od nowa': after a confirmation, everything typed is gone and step 1 opens empty. */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  const confirmed = useRef(false)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="wizard-start-over">
          <RotateCcw aria-hidden="true" />
          {WIZARD_TEXT.startOver}
        </Button>
      }
      title="Zacząć od nowa?"
      description="Wszystko, co wpisano w tym planie, zostanie usunięte, a kreator wróci do pierwszego kroku."
      confirmLabel={WIZARD_TEXT.startOver}
      busyLabel={WIZARD_TEXT.startOver}
      busy={false}
      failure={null}
      // Confirmed, the wizard moves the focus to the first step's heading, not back to this button.
      onCloseAutoFocus={(event) => {
        if (confirmed.current) event.preventDefault()
        confirmed.current = false
      }}
      onConfirm={() => {
        confirmed.current = true
        setOpen(false)
        onConfirm()
      }}
    />
  )
}
