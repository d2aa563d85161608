import { useRef } from 'react'
import { newIdempotencyKey } from '../lib/idempotency-key'

/**
 * One Idempotency-Key per intended write (decision 0138): the same request again (a double click,
 * a retry after a lost answer) keeps its key, so the server answers it once; another request, or
 * the next one after `done()`, gets a new key.
 */
export function useKeyedIntent() {
  const intent = useRef<{ request: string; key: string } | null>(null)
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request)
      if (intent.current?.request !== text)
        intent.current = { request: text, key: newIdempotencyKey() }
      return intent.current.key
    },
    done() {
      intent.current = null
    },
  }
}
