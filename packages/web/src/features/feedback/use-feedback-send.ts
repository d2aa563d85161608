import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { useExclusive } from '../../lib/use-exclusive'

/**
 * Sending a feedback form: one request at a time, the API's message on failure (the form keeps
 * its values), `sent` once it went through.
 */
export function useFeedbackSend<Values>(
  send: (values: Values) => Promise<unknown>,
  onSent?: () => void,
) {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const submit = useExclusive(async (values: Values) => {
    setFailure(null)
    try {
      await send(values)
    } catch (error) {
      setFailure(toApiError(error).message)
      return
    }
    setSent(true)
    onSent?.()
  })
  return { sent, failure, submit }
}
