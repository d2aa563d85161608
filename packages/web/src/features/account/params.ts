import { ChangePasswordSchema, VerifyEmailSchema } from '@app/contract/auth'
import { notFound } from '@tanstack/react-router'
import type { z } from 'zod'

/** The contract's schemas of a link id (a uuid) and of a 6-digit verification code. */
const LinkIdSchema = ChangePasswordSchema.shape.token
const VerificationCodeSchema = VerifyEmailSchema.shape.code

function parseOrNotFound<T>(schema: z.ZodType<T>, value: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw notFound()
  return parsed.data
}

/** `params` of the routes keyed by a link uuid: a malformed one is "not found", never a request. */
export const uuidParams = {
  parse: (params: { uuid: string }) => ({ uuid: parseOrNotFound(LinkIdSchema, params.uuid) }),
  stringify: (params: { uuid: string }) => params,
}

/** `params` of /weryfikuj-email/{code}/{userId}: a code that is not 6 digits is "not found". */
export const verifyEmailParams = {
  parse: (params: { code: string; userId: string }) => ({
    code: parseOrNotFound(VerificationCodeSchema, params.code),
    userId: params.userId,
  }),
  stringify: (params: { code: string; userId: string }) => params,
}
