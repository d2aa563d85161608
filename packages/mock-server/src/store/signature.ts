import { createHmac, timingSafeEqual } from 'node:crypto'

/** A link's `signature`: an HMAC-SHA256 over the parts, one a line. */
export const signParts = (key: Buffer, ...parts: (string | number)[]): string =>
  createHmac('sha256', key).update(parts.join('\n')).digest('base64url')

/** Whether a link's `signature` is the expected one, compared in constant time. */
export function signatureMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
