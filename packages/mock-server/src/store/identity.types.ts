/** A server's SRP challenge (the math is in ../identity/srp.ts, which takes this shape from here). */
export interface ServerChallenge {
  /** The server's secret exponent. */
  b: bigint
  /** B = k·v + g^b, sent as SRP_B. */
  B: bigint
}

/** One sign-in: the tokens issued by it and by refreshing it share its origin_jti. */
export interface SignInSession {
  userId: string
  originJti: string
  /** Seconds since the epoch (mock clock) of the sign-in. */
  authTime: number
  /** The access-token scope. */
  scope: string
}

export interface RefreshTokenRecord extends SignInSession {
  token: string
  expiresAtMs: number
  revoked: boolean
}

/** An SRP challenge waiting for its PASSWORD_VERIFIER answer, keyed by its SECRET_BLOCK. */
export interface SrpChallengeRecord {
  /** Null for an unknown username: the challenge is answered, the proof always fails. */
  userId: string | null
  userIdForSrp: string
  aHex: string
  challenge: ServerChallenge
  verifier: bigint
  expiresAtMs: number
}

/** A hosted-UI authorization code, valid once. */
export interface AuthCodeRecord {
  userId: string
  clientId: string
  redirectUri: string
  /** The PKCE S256 challenge, or null when the authorize request had none. */
  codeChallenge: string | null
  scope: string
  expiresAtMs: number
}
