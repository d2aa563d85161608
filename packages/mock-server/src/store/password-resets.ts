import { randomUUID } from 'node:crypto'

export interface PasswordResetRecord {
  token: string
  userId: string
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

/** A password-change link is valid this long (our choice; SPEC §2 only names /zmien-haslo/{uuid}). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000

export class PasswordResetsRepository {
  private tokens = new Map<string, PasswordResetRecord>()

  reset() {
    this.tokens.clear()
  }

  create(userId: string, now: Date): PasswordResetRecord {
    const record = {
      token: randomUUID(),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
      usedAt: null,
    }
    this.tokens.set(record.token, record)
    return record
  }

  byToken(token: string): PasswordResetRecord | undefined {
    return this.tokens.get(token)
  }

  isUsable(record: PasswordResetRecord, now: Date): boolean {
    return !record.usedAt && Date.parse(record.expiresAt) > now.getTime()
  }

  markUsed(record: PasswordResetRecord, now: Date) {
    record.usedAt = now.toISOString()
  }
}
