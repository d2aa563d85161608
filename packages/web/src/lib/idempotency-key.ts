/**
 * A fresh Idempotency-Key (32 hex characters) for one intended write: a retry or a second click
 * sends the same key, and the server answers it once. getRandomValues works outside secure
 * contexts too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
