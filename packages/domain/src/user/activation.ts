import type { ActivationPayload } from '@app/contract/auth'

/** Emails are trimmed and lower-cased before login and account activation (SPEC §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The account activation payload: normalised email, promoCode '' when absent (SPEC §5). */
export function activationPayload(input: {
  email: string
  password: string
  name: string
  promoCode?: string | null
  confirmationCode: string
}): ActivationPayload {
  return {
    email: normalizeEmail(input.email),
    password: input.password,
    name: input.name.trim(),
    promoCode: input.promoCode?.trim() ?? '',
    confirmationCode: input.confirmationCode,
  }
}
