import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ServerChallenge } from '../store/identity.types'

/**
 * The server side of Cognito's SRP-6a variant, computed exactly as Amplify's client does
 * (@aws-amplify/auth, providers/cognito/utils/srp): the 3072-bit group of RFC 3526, g = 2,
 * SHA-256, k = H(N | g), u = H(A | B), x = H(salt | H(poolName | userId | ':' | password)),
 * the password key = HKDF(S, salt u, 'Caldera Derived Key') cut to 16 bytes, and the claim
 * signature = HMAC-SHA256(key, poolName | userId | secretBlock | timestamp) in base64.
 * Every "|" joins the two's-complement hex encodings (padHex) or the UTF-8 text.
 */

const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
)
const g = 2n

/** Even-length hex with a leading 00 when the top bit is set (Java's BigInteger.toByteArray). */
export function padHex(value: bigint): string {
  let hex = value.toString(16)
  if (hex.length % 2 !== 0) hex = `0${hex}`
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex
}

const hashHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')
const hashText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const toBigInt = (hex: string) => BigInt(`0x${hex}`)

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

const k = toBigInt(hashHex(padHex(N) + padHex(g)))

/** A hex string of a number; SRP_A and the salt arrive like this. */
export const isHex = (text: string) => /^[0-9a-fA-F]+$/.test(text) && text.length <= 2048

/** The password verifier v = g^x, derived from the plaintext password the mock knows. */
export function passwordVerifier(
  poolName: string,
  userId: string,
  password: string,
  saltHex: string,
): bigint {
  const x = toBigInt(
    hashHex(padHex(toBigInt(saltHex)) + hashText(`${poolName}${userId}:${password}`)),
  )
  return modPow(g, x, N)
}

export function serverChallenge(verifier: bigint): ServerChallenge {
  for (;;) {
    const b = toBigInt(randomBytes(128).toString('hex'))
    const B = (k * verifier + modPow(g, b, N)) % N
    if (B !== 0n) return { b, B }
  }
}

/** The client's public value A is usable: a hex number with A mod N ≠ 0. */
export function isValidClientValue(aHex: string): boolean {
  return isHex(aHex) && toBigInt(aHex) % N !== 0n
}

export interface PasswordClaim {
  poolName: string
  userIdForSrp: string
  aHex: string
  challenge: ServerChallenge
  verifier: bigint
  secretBlock: string
  timestamp: string
  signature: string
}

/** Whether PASSWORD_CLAIM_SIGNATURE proves knowledge of the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = toBigInt(claim.aHex)
  const { b, B } = claim.challenge
  const u = toBigInt(hashHex(padHex(A) + padHex(B)))
  if (u === 0n) return false
  const S = modPow((A * modPow(claim.verifier, u, N)) % N, b, N)
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest()
  const key = createHmac('sha256', prk).update('Caldera Derived Key\u0001').digest().subarray(0, 16)
  const expected = createHmac('sha256', key)
    .update(claim.poolName, 'utf8')
    .update(claim.userIdForSrp, 'utf8')
    .update(Buffer.from(claim.secretBlock, 'base64'))
    .update(claim.timestamp, 'utf8')
    .digest()
  const given = Buffer.from(claim.signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const randomSaltHex = () => randomBytes(16).toString('hex')
