import { randomInt } from 'node:crypto'
import { LIMITS } from '@app/contract'
import { RESEND_WAIT_MS } from '@app/domain/shared/constants'

export interface VerificationCodeRecord {
  userId: string
  code: string
  sentAt: string
  expiresAt: string
}

/** A code stays valid this long (our choice); a new one may be sent after RESEND_WAIT_MS (SPEC §9). */
export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000

export class VerificationCodesRepository {
  private codes = new Map<string, VerificationCodeRecord>()

  reset() {
    this.codes.clear()
  }

  /** The latest code sent to a user (a new one replaces the old). */
  latest(userId: string): VerificationCodeRecord | undefined {
    return this.codes.get(userId)
  }

  /** When the user may ask for another code, or null when they may now. */
  resendBlockedUntil(userId: string, now: Date): Date | null {
    const last = this.codes.get(userId)
    if (!last) return null
    const until = Date.parse(last.sentAt) + RESEND_WAIT_MS
    return until > now.getTime() ? new Date(until) : null
  }

  issue(userId: string, now: Date): VerificationCodeRecord {
    const record = {
      userId,
      code: String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(
        LIMITS.verificationCodeLength,
        '0',
      ),
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS).toISOString(),
    }
    this.codes.set(userId, record)
    return record
  }

  consume(userId: string) {
    this.codes.delete(userId)
  }
}
