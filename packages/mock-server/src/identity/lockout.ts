import type { FastifyInstance } from 'fastify'
import { notAuthorized } from './cognito-errors'

/**
 * Cognito's lockout after failed password sign-ins, as AWS documents it ("Lockout behavior for
 * failed sign-in attempts"): after 5 failures the user is locked out for 1 s, and each further
 * failure doubles it (2^(n-5) s for n failures) up to about 15 minutes. During a lockout every
 * attempt, even with the right password, gets NotAuthorizedException 'Password attempts
 * exceeded' and does not count. A successful sign-in, or 15 minutes without any attempt after a
 * lockout, starts again from zero. All on the mock clock.
 */

export const FAILURES_BEFORE_LOCKOUT = 5
export const FIRST_LOCKOUT_MS = 1_000
/** Our cap of the doubling ("about 15 minutes" in AWS's words). */
export const MAX_LOCKOUT_MS = 15 * 60_000
/** Without any attempt for this long after a lockout, the count starts again. */
export const IDLE_RESET_MS = 15 * 60_000
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded'

/** The lockout that follows the n-th consecutive failure: 0 before the 5th. */
export function lockoutMs(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCKOUT) return 0
  return Math.min(FIRST_LOCKOUT_MS * 2 ** (failures - FAILURES_BEFORE_LOCKOUT), MAX_LOCKOUT_MS)
}

/** The lockout key of an account, or of a username no account has (they lock out alike). */
export const lockoutKey = (userId: string | null, username: string) =>
  userId ?? `unknown:${username.trim().toLowerCase()}`

/** The record of the key, forgotten when the idle reset applies. */
function current(app: FastifyInstance, key: string, nowMs: number) {
  const { signInLockouts } = app.store
  const record = signInLockouts.get(key)
  if (
    record &&
    record.failures >= FAILURES_BEFORE_LOCKOUT &&
    nowMs - record.lastAttemptAtMs >= IDLE_RESET_MS
  ) {
    signInLockouts.delete(key)
    return undefined
  }
  return record
}

/** A password is about to be checked: refused with Cognito's error while locked out. */
export function refuseWhileLockedOut(app: FastifyInstance, key: string) {
  const nowMs = app.clock.now().getTime()
  const record = current(app, key, nowMs)
  if (!record) return
  app.store.signInLockouts.set(key, { ...record, lastAttemptAtMs: nowMs })
  if (record.lockedUntilMs > nowMs) throw notAuthorized(PASSWORD_ATTEMPTS_EXCEEDED)
}

/** A wrong password (or proof): one more failure, and the lockout it brings. */
export function recordFailedPassword(app: FastifyInstance, key: string) {
  const nowMs = app.clock.now().getTime()
  const failures = (current(app, key, nowMs)?.failures ?? 0) + 1
  const lockout = lockoutMs(failures)
  app.store.signInLockouts.set(key, {
    failures,
    lockedUntilMs: lockout > 0 ? nowMs + lockout : 0,
    lastAttemptAtMs: nowMs,
  })
}

/** A successful sign-in: the count starts again. */
export function recordSignedIn(app: FastifyInstance, key: string) {
  app.store.signInLockouts.delete(key)
}
