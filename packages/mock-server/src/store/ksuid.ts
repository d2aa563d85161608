import { randomBytes } from 'node:crypto'
import KSUID from 'ksuid'

/** What a KSUID's 32-bit seconds can hold: from 2014-05-13 to 2150-06-19. */
const KSUID_FIRST_MS = 14e11
const KSUID_LAST_MS = KSUID_FIRST_MS + (2 ** 32 - 1) * 1000

/** A KSUID of the instant (clamped to what a KSUID holds) and 16 payload bytes, random by default. */
export function ksuidAt(at: Date, payload: Buffer = randomBytes(16)): string {
  const ms = Math.min(Math.max(Math.floor(at.getTime()), KSUID_FIRST_MS), KSUID_LAST_MS)
  return KSUID.fromParts(ms, payload).string
}
