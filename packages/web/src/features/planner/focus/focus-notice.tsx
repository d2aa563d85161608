import { CloudOff } from 'lucide-react'
import { useState } from 'react'
import { useFocusOutbox } from '../../../api/planner/use-focus-outbox'
import { Button } from '../../../components/ui/button'
import { FOCUS_TEXT } from './focus-text'
import './focus.css'

/** 'Zapisano na tym urządzeniu' while a 'Gotowe' waits for the network or the server. */
export function FocusNotice({ userId }: { userId: string }) {
  const { state } = useFocusOutbox(userId)
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  const waiting = state.pending.length > 0 && (state.retryInMs !== null || offline)
  return (
    <p className="focus-notice" role="status">
      {waiting && (
        <>
          <CloudOff aria-hidden="true" />
          {FOCUS_TEXT.savedOnDevice}. {FOCUS_TEXT.savedOnDeviceMore}
        </>
      )}
    </p>
  )
}

const canAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default'

/** Asks for notifications with a click, never on load; gone once answered. */
export function NotifyButton() {
  const [ask, setAsk] = useState(canAsk)
  if (!ask) return null
  return (
    <Button
      variant="secondary"
      title={FOCUS_TEXT.notifyHint}
      onClick={() => void Notification.requestPermission().finally(() => setAsk(canAsk()))}
    >
      {FOCUS_TEXT.notify}
    </Button>
  )
}
