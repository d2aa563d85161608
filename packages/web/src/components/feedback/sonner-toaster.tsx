import { TOAST_DURATION_MS } from '@app/domain/shared/constants'
import { Toaster } from 'sonner'

/** sonner's toaster with the app's settings: 4 s (SPEC §4), Polish label. */
export default function SonnerToaster() {
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="top-center"
      containerAriaLabel="Powiadomienia"
    />
  )
}
