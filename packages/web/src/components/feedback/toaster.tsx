import { lazy, Suspense } from 'react'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

/** Where toasts appear (`toast` of src/lib/toast.ts); loaded after the page itself. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
