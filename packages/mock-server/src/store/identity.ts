import { randomBytes } from 'node:crypto'
import type {
  AuthCodeRecord,
  RefreshTokenRecord,
  SignInSession,
  SrpChallengeRecord,
} from './identity.types'

export type {
  AuthCodeRecord,
  RefreshTokenRecord,
  ServerChallenge,
  SignInSession,
  SrpChallengeRecord,
} from './identity.types'

/** Pending SRP challenges and codes kept at most (the oldest go first). */
const PENDING_LIMIT = 10_000

/** An opaque random token (refresh tokens, codes, SRP secret blocks). */
export const randomToken = (bytes = 48) => randomBytes(bytes).toString('base64url')

/**
 * The state of the identity emulation: refresh tokens, revoked sign-ins, pending SRP
 * challenges and authorization codes, and which accounts signed up through the social login.
 */
export class IdentityRepository {
  private refreshTokens = new Map<string, RefreshTokenRecord>()
  private revokedOrigins = new Set<string>()
  private srpChallenges = new Map<string, SrpChallengeRecord>()
  private authCodes = new Map<string, AuthCodeRecord>()
  private federatedUserIds = new Set<string>()

  /** Forgets everything; `keepSignIns` keeps issued refresh tokens and revocations (the control API's reset). */
  reset({ keepSignIns = false }: { keepSignIns?: boolean } = {}) {
    if (!keepSignIns) {
      this.refreshTokens.clear()
      this.revokedOrigins.clear()
    }
    this.srpChallenges.clear()
    this.authCodes.clear()
    this.federatedUserIds.clear()
  }

  issueRefreshToken(session: SignInSession, now: Date, lifetimeMs: number): RefreshTokenRecord {
    const record = {
      ...session,
      token: randomToken(96),
      expiresAtMs: now.getTime() + lifetimeMs,
      revoked: false,
    }
    this.refreshTokens.set(record.token, record)
    return record
  }

  refreshToken(token: string): RefreshTokenRecord | undefined {
    return this.refreshTokens.get(token)
  }

  /** RevokeToken: the refresh token and the access tokens of its sign-in stop working. */
  revokeRefreshToken(record: RefreshTokenRecord) {
    record.revoked = true
    this.revokedOrigins.add(record.originJti)
  }

  /** GlobalSignOut: every refresh token of the user and the access tokens they gave. */
  revokeAllOf(userId: string) {
    for (const record of this.refreshTokens.values()) {
      if (record.userId === userId) this.revokeRefreshToken(record)
    }
  }

  isOriginRevoked(originJti: string): boolean {
    return this.revokedOrigins.has(originJti)
  }

  addSrpChallenge(record: SrpChallengeRecord): string {
    const secretBlock = randomBytes(96).toString('base64')
    remember(this.srpChallenges, secretBlock, record)
    return secretBlock
  }

  /** The challenge of a secret block, once. */
  takeSrpChallenge(secretBlock: string): SrpChallengeRecord | undefined {
    const record = this.srpChallenges.get(secretBlock)
    this.srpChallenges.delete(secretBlock)
    return record
  }

  addAuthCode(record: AuthCodeRecord): string {
    const code = randomToken(24)
    remember(this.authCodes, code, record)
    return code
  }

  /** The record of a code, once: a second exchange of the same code finds nothing. */
  takeAuthCode(code: string): AuthCodeRecord | undefined {
    const record = this.authCodes.get(code)
    this.authCodes.delete(code)
    return record
  }

  markFederated(userId: string) {
    this.federatedUserIds.add(userId)
  }

  /** The account was created by (so is linked to) a social login. */
  isFederated(userId: string): boolean {
    return this.federatedUserIds.has(userId)
  }
}

function remember<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= PENDING_LIMIT) {
    const oldest = map.keys().next().value
    if (oldest !== undefined) map.delete(oldest)
  }
  map.set(key, value)
}
