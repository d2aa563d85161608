import { z } from 'zod'

export { PUBLIC_TOKEN } from './constants'

/** The one error envelope of the product API (SPEC §7: "Errors are shaped as message and httpsStatus"). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  httpsStatus: z.number().int().min(400).max(599),
})

/** `Authorization: Bearer <idToken>` or `Bearer PUBLIC` when nobody is logged in (SPEC §7). */ export const AuthorizationHeaderSchema =
  z.object({
    authorization: z.string().regex(/^Bearer \S+$/, 'Oczekiwano nagłówka "Bearer <token>"'),
  })

/** An empty JSON object; a 204 answer yields it (SPEC §7). */
/** A zod type's options that answer every refusal with one Polish message. */
export const withMessage = (message: string) => ({ errorMap: () => ({ message }) })

export const EmptySchema = z.object({}).strict()

export const IsoDateTimeSchema = z.string().datetime({ offset: true })
export const DateKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Oczekiwano daty rrrr-mm-dd')
export const UuidSchema = z.string().uuid()
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Podaj adres email')
  .max(254, 'Adres email jest za długi')
  .email('Podaj poprawny adres email')
export const NextPageKeySchema = z.string().min(1).max(200)

export const IDEMPOTENCY_KEY_MESSAGE =
  'Brak nagłówka Idempotency-Key (od 16 do 100 liter, cyfr, „-” lub „_”).'

/** `Idempotency-Key`: one per intended write, so a repeat (a retry, a double click) counts once. */
export const IdempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ errorMap: () => ({ message: IDEMPOTENCY_KEY_MESSAGE }) })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, IDEMPOTENCY_KEY_MESSAGE),
})

/** Booleans in a query string: `true`/`false` as text, or a real boolean from the typed client. */
export const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')

/** Where an endpoint comes from: listed in SPEC §7, only named there, or designed here. */
export type EndpointOrigin = 'spec' | 'seen' | 'proposed'
export const spec = { origin: 'spec' } as const
export const seen = { origin: 'seen' } as const
export const proposed = { origin: 'proposed' } as const

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextPageKey: z.string().nullable() })
