/**
 * Toasts (SPEC §4: they hide after 4 s), shown by the <Toaster> of the root layout. sonner is
 * loaded on first use, so it stays out of the first page's JavaScript; a toast raised before the
 * Toaster is ready still appears.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
}

function show(kind: 'success' | 'error', message: string) {
  void import('sonner').then((sonner) => sonner.toast[kind](message))
}
