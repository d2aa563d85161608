/**
 * Toasts (SPEC §4: they hide after 4 s), shown by the <Toaster> of the root layout. sonner and
 * its toaster load on the first toast, so they stay out of a visit that never shows one; a toast
 * raised before the toaster is ready still appears (sonner keeps it until the toaster mounts).
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A done change with 'Cofnij' (a deleted deck or card), kept 8 s to give time to undo. */
  undoable: (message: string, onUndo: () => void) =>
    show('success', message, { action: { label: 'Cofnij', onClick: onUndo }, duration: 8_000 }),
}

interface ToastOptions {
  action: { label: string; onClick: () => void }
  duration: number
}

let requested = false
const listeners = new Set<() => void>()

/** Whether any toast was raised yet (the Toaster mounts from then on). */
export const toastRequested = () => requested

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  void import('sonner').then((sonner) => sonner.toast[kind](message, options))
}
