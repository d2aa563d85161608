import { useEffect, useRef } from 'react'

/**
 * Runs `action` once per mounted component, the first time `when` holds (e.g. a one-click link
 * confirmed as the page opens), even when StrictMode runs effects twice.
 */
export function useRunOnce(action: () => void, when = true) {
  const done = useRef(false)
  useEffect(() => {
    if (!when || done.current) return
    done.current = true
    action()
  })
}
