/**
 * The behaviours of SPEC §4 that belong to no single page (cookie consent, tracing, experiments,
 * support widget, stored-item cleanup), mounted once by the root layout.
 */
export function AppEffects() {
  return null
}
