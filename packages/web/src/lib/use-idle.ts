import { useEffect, useState } from 'react'

/** Work that can wait still starts within this long on a busy page. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * True once the browser has been idle after `ready` turned true: for work no first screen needs
 * (tracing, the support widget), so it does not lengthen the tasks that answer the first taps.
 */
export function useIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!ready) return
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(id)
    }
    // Safari has no requestIdleCallback: the next task.
    const id = setTimeout(() => setIdle(true), 0)
    return () => clearTimeout(id)
  }, [ready])
  return idle
}
