import { useRef } from 'react'

/**
 * Runs `action` at most once at a time: a second submit while the first is still running (a
 * double click, Enter pressed twice before the busy button re-renders) is ignored.
 */
export function useExclusive<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false)
  return async (...args: Args) => {
    if (running.current) return
    running.current = true
    try {
      await action(...args)
    } finally {
      running.current = false
    }
  }
}
