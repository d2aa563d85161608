/** What counts as the user's first interaction with the page. */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

/**
 * Runs `load` once: on the first interaction with `target` (the window) or after `delayMs`,
 * whichever comes first. Returns a cancel function; after either, every listener and the timer
 * are gone.
 */
export function loadOnFirstInteraction(
  target: EventTarget,
  load: () => void,
  delayMs: number,
): () => void {
  let done = false
  // Capture: a scroll inside an element does not bubble up to the window.
  const listenerOptions = { capture: true, passive: true } as const
  const stop = () => {
    done = true
    clearTimeout(timer)
    for (const type of FIRST_INTERACTION_EVENTS) {
      target.removeEventListener(type, fire, listenerOptions)
    }
  }
  const fire = () => {
    if (done) return
    stop()
    load()
  }
  const timer = setTimeout(fire, delayMs)
  for (const type of FIRST_INTERACTION_EVENTS) {
    target.addEventListener(type, fire, listenerOptions)
  }
  return stop
}
