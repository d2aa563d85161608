import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, UuidSchema, proposed, spec } from '../common.schemas'
import {
  ActivationPayloadSchema,
  ActivationSchema,
  ChangePasswordSchema,
  EmailVerifiedSchema,
  MessageSchema,
  PasswordResetLinkSchema,
  PasswordResetTokenSchema,
  PublicUserSchema,
  ResetPasswordSchema,
  SaasSignupSchema,
  SendVerificationCodeSchema,
  SignupResultSchema,
  VerificationCodeSentSchema,
  VerifyEmailSchema,
} from './auth.schemas'

const c = initContract()

export const authContract = c.router({
  signup: {
    method: 'POST',
    path: '/signup',
    body: ActivationPayloadSchema,
    responses: {
      201: SignupResultSchema,
      400: ApiErrorSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      'Activate an account from an activation link (confirmationCode = the link id); a promo code must be one the shop can still take (400 otherwise)',
    metadata: spec,
  },
  signupSaas: {
    method: 'POST',
    path: '/signup-saas',
    body: SaasSignupSchema,
    responses: { 201: SignupResultSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
    summary: 'Create a platform (SaaS) account for a student or a parent',
    metadata: spec,
  },
  sendVerificationCode: {
    method: 'POST',
    path: '/saas/user/send-verification-code',
    body: SendVerificationCodeSchema,
    responses: { 200: VerificationCodeSentSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
    summary: 'Email a 6-digit verification code; 429 within 60 s of the last one',
    metadata: spec,
  },
  verifyEmail: {
    method: 'POST',
    path: '/saas/user/verify-email',
    body: VerifyEmailSchema,
    responses: {
      200: EmailVerifiedSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary: 'Confirm the email with the code',
    metadata: spec,
  },
  getActivation: {
    method: 'GET',
    path: '/activate/:id',
    pathParams: z.object({ id: UuidSchema }),
    responses: {
      200: ActivationSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary: 'Look an activation link up; 410 when used or expired',
    metadata: spec,
  },
  getPublicUser: {
    method: 'GET',
    path: '/saas/user/public/:id',
    pathParams: z.object({ id: z.string().min(1).max(100) }),
    responses: { 200: PublicUserSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
    summary: 'Public facts about a user (e.g. the child inviting a parent)',
    metadata: spec,
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    body: ResetPasswordSchema,
    responses: { 200: MessageSchema },
    summary: 'Email a password-change link; the same answer whether the email is known or not',
    metadata: spec,
  },
  changePassword: {
    method: 'POST',
    path: '/change-password',
    body: ChangePasswordSchema,
    responses: {
      200: MessageSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary: 'Set a new password with a link token; 410 when the link expired or was used',
    metadata: spec,
  },
  checkPasswordReset: {
    method: 'GET',
    path: '/change-password/:token',
    pathParams: z.object({ token: PasswordResetTokenSchema }),
    responses: {
      200: PasswordResetLinkSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      'Whether a password-change link can still be used (never uses it up); 410 when expired or used',
    metadata: proposed,
  },
})
