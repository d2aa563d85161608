import type { User } from '@app/contract/user'
import { RESEND_WAIT_MS } from '../shared/constants'
import { ROUTES, isUnderRoute } from '../navigation/routes'
import {
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
  VERIFICATION_SEND_FAILED_MESSAGE,
  verificationCodeSentMessage,
} from '../shared/messages'

/** Logged in, new flow, email not verified, initial quiz solved, and not on the verify-email page. */
export function shouldShowVerificationBanner(
  user: Pick<User, 'newFlow' | 'emailVerified' | 'hasSolvedInitialQuiz'> | null,
  pathname: string,
): boolean {
  if (!user || !user.newFlow || user.emailVerified || !user.hasSolvedInitialQuiz) return false
  return !isVerifyEmailPath(pathname)
}

export function isVerifyEmailPath(pathname: string): boolean {
  return isUnderRoute(pathname, ROUTES.verifyEmail)
}

/** Sending a verification code. `sentAt` (epoch ms) is the last successful send, kept across states. */
export type VerificationSendState =
  | { status: 'idle'; sentAt: null }
  | { status: 'sending'; sentAt: number | null }
  | { status: 'sent'; sentAt: number; message: string }
  | { status: 'error'; sentAt: number | null; message: string }

export type VerificationSendEvent =
  | { type: 'send'; now: number }
  | { type: 'sendSucceeded'; now: number; email: string }
  | { type: 'sendFailed'; message?: string | null }

export const INITIAL_VERIFICATION_SEND_STATE: VerificationSendState = {
  status: 'idle',
  sentAt: null,
}

/** The send/resend state machine; events that do not fit the current state leave it unchanged. */
export function verificationSendReducer(
  state: VerificationSendState,
  event: VerificationSendEvent,
): VerificationSendState {
  switch (event.type) {
    case 'send':
      return canResend(state, event.now) ? { status: 'sending', sentAt: state.sentAt } : state
    case 'sendSucceeded':
      if (state.status !== 'sending') return state
      return {
        status: 'sent',
        sentAt: event.now,
        message: verificationCodeSentMessage(event.email),
      }
    case 'sendFailed':
      if (state.status !== 'sending') return state
      return {
        status: 'error',
        sentAt: state.sentAt,
        message: event.message?.trim() || VERIFICATION_SEND_FAILED_MESSAGE,
      }
  }
}

/** Blocked while sending and for 60 s after a successful send (allowed again at exactly 60 s). */
export function canResend(state: VerificationSendState, now: number): boolean {
  if (state.status === 'sending') return false
  return state.sentAt === null || now - state.sentAt >= RESEND_WAIT_MS
}

/** Whole seconds left before another send is allowed (0 when it is). */
export function secondsUntilResend(state: VerificationSendState, now: number): number {
  if (state.sentAt === null) return 0
  return Math.max(0, Math.ceil((state.sentAt + RESEND_WAIT_MS - now) / 1000))
}

/** 'Wyślij kod' until a code has been sent once, then 'Wyślij ponownie'. */
export function sendButtonLabel(state: VerificationSendState): string {
  return state.sentAt === null ? SEND_CODE_LABEL : RESEND_CODE_LABEL
}
