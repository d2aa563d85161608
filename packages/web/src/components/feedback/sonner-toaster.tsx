import { TOAST_DURATION_MS } from '@app/domain/shared/constants'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { Toaster } from 'sonner'
import './toaster.css'

/** The toasts' status icons: the app's icon set instead of sonner's own drawings. */
const ICONS = {
  success: <CircleCheck aria-hidden="true" className="toast-icon-success" />,
  warning: <TriangleAlert aria-hidden="true" className="toast-icon-warning" />,
  error: <CircleAlert aria-hidden="true" className="toast-icon-error" />,
  info: <Info aria-hidden="true" className="toast-icon-info" />,
}

/** sonner's toaster with the app's settings: 4 s (SPEC §4), Polish label, the app's icons. */
export default function SonnerToaster() {
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="top-center"
      containerAriaLabel="Powiadomienia"
      icons={ICONS}
    />
  )
}
