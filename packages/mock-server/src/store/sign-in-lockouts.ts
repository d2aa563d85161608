/** Failed password sign-ins of one account (or of one unknown username), on the mock clock. */
export interface SignInFailures {
  /** Failed password verifications since the last reset; refused attempts do not count. */
  failures: number
  /** Until when every sign-in is refused; 0 when not locked out. */
  lockedUntilMs: number
  /** The last sign-in attempt, refused ones included. */
  lastAttemptAtMs: number
}

/** Usernames kept at most (the oldest go first): unknown usernames are tracked too. */
const LIMIT = 10_000

/**
 * The identity emulation's lockout state, by account id (or `unknown:<username>`); the rules
 * are in src/identity/lockout.ts. Emptied by the store's reset.
 */
export class SignInLockoutsRepository {
  private records = new Map<string, SignInFailures>()

  reset() {
    this.records.clear()
  }

  get(key: string): SignInFailures | undefined {
    return this.records.get(key)
  }

  set(key: string, record: SignInFailures) {
    this.records.delete(key)
    if (this.records.size >= LIMIT) {
      const oldest = this.records.keys().next().value
      if (oldest !== undefined) this.records.delete(oldest)
    }
    this.records.set(key, record)
  }

  delete(key: string) {
    this.records.delete(key)
  }
}
