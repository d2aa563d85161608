/** Shown while a route's loader is still running (after the router's pending delay). */
export function Pending() {
  return (
    <p role="status" aria-live="polite" className="pending">
      Ładowanie…
    </p>
  )
}
