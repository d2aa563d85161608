import { z, type ZodIssue } from 'zod'
import { NameSchema, PasswordSchema, PromoCodeSchema, SaasSignupSchema } from '@app/contract/auth'
import { newPlatformAccount, normalizeEmail } from '../store/users'
import { CognitoError, invalidParameter } from './cognito-errors'
import { ClientId, Parameters, checkClient, parse, type CognitoAction } from './cognito-input'

/**
 * SignUp: a platform account from the username, the password and the user attributes, checked by
 * the contract's rules and refused in Cognito's words.
 */

/** A custom attribute may hold up to 2048 characters in Cognito. */
const CUSTOM_ATTRIBUTE_MAX = 2048
const SIGN_UP_ATTRIBUTES = ['email', 'name', 'custom:promoCode', 'custom:confirmationCode']

/** The contract's email rule (the same as every sign-up form's). */
const EmailSchema = SaasSignupSchema.shape.email

const SignUpInput = z.object({
  ClientId,
  Username: z.string(),
  Password: z.string(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
  /** Passed to Lambda triggers in production; the mock reads `isParent: 'true'` from it. */
  ClientMetadata: Parameters.optional(),
})

const firstMessage = (issues: ZodIssue[]) => issues[0]?.message ?? 'Invalid value'

/** The user attributes by name; one the pool's schema does not have is refused. */
function readAttributes(input: z.infer<typeof SignUpInput>): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const { Name, Value } of input.UserAttributes ?? []) {
    if (!SIGN_UP_ATTRIBUTES.includes(Name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
      )
    }
    attributes.set(Name, Value)
  }
  return attributes
}

export const signUp: CognitoAction = async (app, raw) => {
  const input = parse(SignUpInput, raw)
  checkClient(input.ClientId)
  const email = EmailSchema.safeParse(input.Username)
  if (!email.success) throw invalidParameter('Username should be an email.')
  const attributes = readAttributes(input)
  const emailAttribute = attributes.get('email')
  if (
    emailAttribute !== undefined &&
    normalizeEmail(emailAttribute) !== normalizeEmail(email.data)
  ) {
    throw invalidParameter('Attributes did not conform to the schema: email: must be the username.')
  }
  const name = NameSchema.safeParse(attributes.get('name'))
  if (!name.success) {
    throw invalidParameter(
      attributes.has('name')
        ? `Attributes did not conform to the schema: name: ${firstMessage(name.error.issues)}`
        : 'Attributes did not conform to the schema: name: The attribute is required',
    )
  }
  const promoCode = PromoCodeSchema.safeParse(attributes.get('custom:promoCode') ?? '')
  if (!promoCode.success) {
    throw invalidParameter(
      `Attributes did not conform to the schema: custom:promoCode: ${firstMessage(promoCode.error.issues)}`,
    )
  }
  const confirmationCode = attributes.get('custom:confirmationCode') ?? ''
  if (confirmationCode.length > CUSTOM_ATTRIBUTE_MAX) {
    throw invalidParameter(
      'Attributes did not conform to the schema: custom:confirmationCode: String is too long',
    )
  }
  const password = PasswordSchema.safeParse(input.Password)
  if (!password.success) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${firstMessage(password.error.issues)}`,
    )
  }
  if (app.store.users.byEmail(email.data)) {
    throw new CognitoError(
      'UsernameExistsException',
      'An account with the given email already exists.',
    )
  }
  const user = app.store.users.create({
    ...newPlatformAccount(),
    email: email.data,
    password: password.data,
    name: name.data,
    promoCode: promoCode.data,
    confirmationCode,
    isParent: input.ClientMetadata?.isParent === 'true',
    createdAt: app.clock.now(),
  })
  // Auto-confirmed (as with a PreSignUp trigger that confirms), so autoSignIn goes on at once.
  return { UserConfirmed: true, UserSub: user.id }
}
