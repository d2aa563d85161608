import { useEffect, useSyncExternalStore } from 'react'

/** What an outbox shows to React (the quiz's answers, the flashcard grades). */
export interface ObservableOutbox<State> {
  subscribe: (listener: () => void) => () => void
  snapshot: () => State
  /** Tries to send now instead of waiting for the next retry. */
  retryNow: () => void
}

/** The outbox's state, re-rendered on change; coming back online sends what waits at once. */
export function useOutboxState<State>(outbox: ObservableOutbox<State>): State {
  const state = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot)
  useEffect(() => {
    const online = () => outbox.retryNow()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [outbox])
  return state
}
