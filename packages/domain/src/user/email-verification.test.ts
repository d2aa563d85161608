import { describe, expect, it } from 'vitest'
import {
  INITIAL_VERIFICATION_SEND_STATE,
  canResend,
  secondsUntilResend,
  sendButtonLabel,
  shouldShowVerificationBanner,
  verificationSendReducer,
  type VerificationSendEvent,
  type VerificationSendState,
} from './email-verification'

const user = { newFlow: true, emailVerified: false, hasSolvedInitialQuiz: true }
const T = Date.parse('2025-10-01T12:00:00Z')

describe('shouldShowVerificationBanner', () => {
  it.each([
    ['the user it is for', user, '/produkt', true],
    ['on the home page', user, '/', true],
    ['guest', null, '/produkt', false],
    ['old flow', { ...user, newFlow: false }, '/produkt', false],
    ['already verified', { ...user, emailVerified: true }, '/produkt', false],
    ['quiz not solved', { ...user, hasSolvedInitialQuiz: false }, '/produkt', false],
    ['on the verify-email page', user, '/weryfikuj-email/123456/u1', false],
    ['on the verify-email root', user, '/weryfikuj-email', false],
    ['on a look-alike path', user, '/weryfikuj-emailx', true],
  ])('%s → %s', (_, who, pathname, expected) => {
    expect(shouldShowVerificationBanner(who, pathname)).toBe(expected)
  })
})

const run = (events: VerificationSendEvent[], from = INITIAL_VERIFICATION_SEND_STATE) =>
  events.reduce(verificationSendReducer, from)

const sent: VerificationSendState = {
  status: 'sent',
  sentAt: T,
  message: 'Kod weryfikacyjny został wysłany na ola@example.com',
}

describe('verificationSendReducer', () => {
  it.each<[string, VerificationSendEvent[], VerificationSendState]>([
    ['starts idle', [], { status: 'idle', sentAt: null }],
    ['send → sending', [{ type: 'send', now: T }], { status: 'sending', sentAt: null }],
    [
      'send then success → sent with the message',
      [
        { type: 'send', now: T },
        { type: 'sendSucceeded', now: T, email: 'ola@example.com' },
      ],
      sent,
    ],
    [
      'send then failure with a server message',
      [
        { type: 'send', now: T },
        { type: 'sendFailed', message: 'Za dużo prób' },
      ],
      { status: 'error', sentAt: null, message: 'Za dużo prób' },
    ],
    [
      'send then failure without a message',
      [{ type: 'send', now: T }, { type: 'sendFailed' }],
      {
        status: 'error',
        sentAt: null,
        message: 'Wystąpił błąd podczas wysyłania kodu. Spróbuj ponownie.',
      },
    ],
    [
      'a second send while sending is ignored',
      [
        { type: 'send', now: T },
        { type: 'send', now: T + 1 },
      ],
      { status: 'sending', sentAt: null },
    ],
    [
      'success without a send is ignored',
      [{ type: 'sendSucceeded', now: T, email: 'x@example.com' }],
      { status: 'idle', sentAt: null },
    ],
    [
      'failure without a send is ignored',
      [{ type: 'sendFailed' }],
      { status: 'idle', sentAt: null },
    ],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toEqual(expected)
  })

  it.each([
    ['resend within 60 s is blocked', T + 59_999, sent],
    ['resend at exactly 60 s starts sending', T + 60_000, { status: 'sending', sentAt: T }],
  ] as const)('%s', (_, now, expected) => {
    expect(run([{ type: 'send', now }], sent)).toEqual(expected)
  })

  it('a failed resend keeps the last send time', () => {
    const state = run([{ type: 'send', now: T + 70_000 }, { type: 'sendFailed' }], sent)
    expect(state).toMatchObject({ status: 'error', sentAt: T })
  })
})

describe('canResend / secondsUntilResend / sendButtonLabel', () => {
  const sending: VerificationSendState = { status: 'sending', sentAt: null }
  const error: VerificationSendState = { status: 'error', sentAt: null, message: 'x' }
  it.each<[string, VerificationSendState, number, boolean, number, string]>([
    ['idle', INITIAL_VERIFICATION_SEND_STATE, T, true, 0, 'Wyślij kod'],
    ['sending the first code', sending, T, false, 0, 'Wyślij kod'],
    ['failed first send', error, T, true, 0, 'Wyślij kod'],
    ['just sent', sent, T, false, 60, 'Wyślij ponownie'],
    ['0.5 s after sending', sent, T + 500, false, 60, 'Wyślij ponownie'],
    ['59 s after sending', sent, T + 59_000, false, 1, 'Wyślij ponownie'],
    ['59.999 s after sending', sent, T + 59_999, false, 1, 'Wyślij ponownie'],
    ['exactly 60 s after sending', sent, T + 60_000, true, 0, 'Wyślij ponownie'],
    ['resending', { status: 'sending', sentAt: T }, T + 90_000, false, 0, 'Wyślij ponownie'],
  ])('%s', (_, state, now, allowed, seconds, label) => {
    expect(canResend(state, now)).toBe(allowed)
    expect(secondsUntilResend(state, now)).toBe(seconds)
    expect(sendButtonLabel(state)).toBe(label)
  })
})
