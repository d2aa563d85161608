/**
 * Toasts (SPEC §4: they hide after 4 s), shown by the <Toaster> of the root layout. sonner and
 * its toaster load on the first toast, so they stay out of a visit that never shows one; a toast
 * raised before the toaster is ready still appears (sonner keeps it until the toaster mounts).
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
}

let requested = false
const listeners = new Set<() => void>()

/** Whether any toast was raised yet (the Toaster mounts from then on). */
export const toastRequested = () => requested

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: 'success' | 'error', message: string) {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  void import('sonner').then((sonner) => sonner.toast[kind](message))
}
