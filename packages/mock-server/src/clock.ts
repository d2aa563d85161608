/**
 * The mock's notion of "now". Real time by default; the control API can fix it at an instant
 * or move it forward, so tests and demos can expire tokens and unlock course weeks on demand.
 */
export interface Clock {
  now(): Date
  mode(): 'real' | 'fixed'
  /** Fix the clock at an instant, or go back to real time with null. */
  set(at: Date | null): void
  /** Fix the clock at now + ms. */
  advance(ms: number): void
  /** Back to how the clock was built. */
  reset(): void
}

export function createClock(initial: Date | null = null): Clock {
  let fixed: Date | null = initial
  return {
    now: () => (fixed ? new Date(fixed.getTime()) : new Date()),
    mode: () => (fixed ? 'fixed' : 'real'),
    set(at) {
      fixed = at ? new Date(at.getTime()) : null
    },
    advance(ms) {
      fixed = new Date((fixed ?? new Date()).getTime() + ms)
    },
    reset() {
      fixed = initial
    },
  }
}
