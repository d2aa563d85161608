import { z } from 'zod'
import { EmailSchema, IsoDateTimeSchema, UuidSchema } from '../common.schemas'
import { LIMITS } from '../limits'
import { VERIFICATION_CODE_PATTERN } from '../constants'

export const PasswordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Hasło musi mieć co najmniej ${LIMITS.passwordMin} znaków`)
  .max(LIMITS.passwordMax, `Hasło może mieć najwyżej ${LIMITS.passwordMax} znaków`)
  .regex(/[a-z]/, 'Hasło musi zawierać małą literę')
  .regex(/[A-Z]/, 'Hasło musi zawierać wielką literę')
  .regex(/\d/, 'Hasło musi zawierać cyfrę')

export const NameSchema = z
  .string()
  .trim()
  .min(2, 'Imię musi mieć co najmniej 2 znaki')
  .max(LIMITS.nameMax, `Imię może mieć najwyżej ${LIMITS.nameMax} znaków`)

export const PromoCodeSchema = z
  .string()
  .trim()
  .max(LIMITS.promoCodeMax, 'Kod promocyjny jest za długi')

/** The account activation payload (SPEC §3); promoCode is '' when absent (SPEC §5). */
export const ActivationPayloadSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    name: NameSchema,
    promoCode: PromoCodeSchema,
    confirmationCode: UuidSchema,
  })
  .strict()
export type ActivationPayload = z.infer<typeof ActivationPayloadSchema>

export const SaasSignupSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    name: NameSchema,
    promoCode: PromoCodeSchema,
    isParent: z.boolean(),
  })
  .strict()
export type SaasSignup = z.infer<typeof SaasSignupSchema>

export const SignupResultSchema = z.object({ userId: z.string(), email: z.string() })

/**
 * The kinds of e-mailed link /api/activate/{id} looks up. PARENT_LINK creates no account: it is a
 * child's consent to a parent's request (decision 0197), answered at /api/saas/user/parent-links.
 */
export const ACTIVATION_KINDS = [
  'ACCOUNT',
  'PARENT_ACCOUNT',
  'KED',
  'COURSE',
  'PRODUCT',
  'PARENT_LINK',
] as const
export const ActivationKindSchema = z.enum(ACTIVATION_KINDS)
/** The kinds that activate an account (POST /api/signup); PARENT_LINK is refused there. */
export type AccountActivationKind = Exclude<(typeof ACTIVATION_KINDS)[number], 'PARENT_LINK'>

/** GET /api/activate/{id}: what an activation link opens. */
export const ActivationSchema = z.object({
  id: UuidSchema,
  kind: ActivationKindSchema,
  email: z.string(),
  name: z.string().nullable(),
  productTitle: z.string(),
  expiresAt: IsoDateTimeSchema,
})
export type Activation = z.infer<typeof ActivationSchema>

/** GET /api/saas/user/public/{id}: what anybody may know about a user (e.g. the child who invites a parent). */
export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  isParent: z.boolean(),
})
export type PublicUser = z.infer<typeof PublicUserSchema>

export const SendVerificationCodeSchema = z.object({ userId: z.string().min(1) }).strict()
export const VerificationCodeSentSchema = z.object({
  email: z.string(),
  resendAvailableAt: IsoDateTimeSchema,
})
export const VerifyEmailSchema = z
  .object({
    userId: z.string().min(1),
    code: z.string().regex(VERIFICATION_CODE_PATTERN, 'Kod składa się z 6 cyfr'),
  })
  .strict()
export const EmailVerifiedSchema = z.object({ emailVerified: z.literal(true) })

export const ResetPasswordSchema = z.object({ email: EmailSchema }).strict()
export const ChangePasswordSchema = z
  .object({ token: UuidSchema, password: PasswordSchema })
  .strict()
export const MessageSchema = z.object({ message: z.string() })

/** The token of a password-change link as a path parameter (the link's uuid, length-bounded only). */
export const PasswordResetTokenSchema = z.string().min(1).max(100)
/** GET /api/change-password/{token}: the link can still be used, until `expiresAt`. */
export const PasswordResetLinkSchema = z.object({ expiresAt: IsoDateTimeSchema })
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>
