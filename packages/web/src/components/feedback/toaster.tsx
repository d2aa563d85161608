import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeToToastRequests, toastRequested } from '../../lib/toast'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

/**
 * Where toasts appear (`toast` of src/lib/toast.ts): loaded with the first toast. Never part of
 * prerendered HTML (the server snapshot is "no toast yet").
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
