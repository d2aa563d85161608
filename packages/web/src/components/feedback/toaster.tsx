import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

/** Where toasts appear (`toast` of src/lib/toast.ts); loaded after the page itself has hydrated. */
export function Toaster() {
  // Never part of prerendered HTML: a lazy component there would be left to the client.
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
