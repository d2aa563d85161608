/** The Polish tax number (NIP): zod-free, so forms, schemas and the domain share one check. */

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const

/**
 * The 10 digits of a NIP written with spaces or hyphens anywhere ('123-456-32-18',
 * '123 45 63 218') and optionally the EU prefix 'PL'; null for anything else.
 */
export function normalizeNip(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').replace(/^PL/i, '')
  return /^\d{10}$/.test(compact) ? compact : null
}

/**
 * Ten digits whose weighted sum modulo 11 is the last digit (a remainder of 10 is never valid).
 * Ten equal digits pass that sum (the weights add up to 1 modulo 11) but are no one's number.
 */
export function isValidNip(text: string): boolean {
  const digits = normalizeNip(text)
  if (digits === null || /^(\d)\1{9}$/.test(digits)) return false
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0)
  return sum % 11 === Number(digits[9])
}
