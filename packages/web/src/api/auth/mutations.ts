import type { SaasSignup } from '@app/contract/auth'
import { tsr } from '../../lib/api'

// The auth calls change nothing the app caches: where a call signs the user in or changes the
// user, the page reloads the session (src/api/user/session.ts).

/** `POST /api/signup`: the account of an activation link. */
export const useSignUp = () => tsr.auth.signup.useMutation()

/**
 * `POST /api/signup-saas`: a platform account (the API knows students from parents). Resolves with
 * the answer as it came, whatever its status, for the sign-up form to tell a refusal (409) apart.
 */
export const signUpSaas = (body: SaasSignup) => tsr.auth.signupSaas.mutate({ body })

/** `POST /api/saas/user/send-verification-code`: a new email verification code. */
export const useSendVerificationCode = () => tsr.auth.sendVerificationCode.useMutation()

/** `POST /api/saas/user/verify-email` with the code from the email or from the link. */
export const useVerifyEmail = (options?: Parameters<typeof tsr.auth.verifyEmail.useMutation>[0]) =>
  tsr.auth.verifyEmail.useMutation(options)

/** `POST /api/reset-password`: sends a password-reset link (never says whether the account exists). */
export const useResetPassword = () => tsr.auth.resetPassword.useMutation()

/** `POST /api/change-password` with the token of a reset link. */
export const useChangePassword = () => tsr.auth.changePassword.useMutation()
