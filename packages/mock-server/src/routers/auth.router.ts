import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { RESEND_WAIT_MS } from '@app/domain/shared/constants'
import { USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'
import { checkPromoCode, normalizePromoCode } from '@app/domain/commerce/promo'
import { forbidden, requireUser } from '../plugins/auth'
import { ACTIVATION_KIND_RULES } from '../store/seed/activations'
import { newPlatformAccount } from '../store/users'

const s = initServer()

const TEXT = {
  activationNotFound: 'Nie znaleziono linku aktywacyjnego.',
  activationUsed: 'Ten link aktywacyjny został już wykorzystany. Zaloguj się.',
  activationExpired: 'Ten link aktywacyjny wygasł. Skontaktuj się z nami, aby otrzymać nowy.',
  emailTaken: USER_ALREADY_EXISTS_MESSAGE,
  userNotFound: 'Nie znaleziono użytkownika.',
  codeWrong: 'Nieprawidłowy kod weryfikacyjny.',
  codeExpired: 'Kod weryfikacyjny wygasł. Wyślij nowy kod.',
  resetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  resetNotFound: 'Nie znaleziono linku do zmiany hasła.',
  resetGone: 'Link do zmiany hasła wygasł lub został już użyty. Poproś o nowy.',
  passwordChanged: 'Hasło zostało zmienione. Możesz się zalogować.',
} as const

const secondsUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 1000)

export const authRouter = s.router(contract.auth, {
  signup: async ({ body, request }) => {
    const { store, clock } = request.server
    const now = clock.now()
    const link = store.activations.byId(body.confirmationCode)
    if (!link) return { status: 404, body: apiError(404, TEXT.activationNotFound) }
    const state = store.activations.state(link, now)
    if (state === 'used') return { status: 410, body: apiError(410, TEXT.activationUsed) }
    if (state === 'expired') return { status: 410, body: apiError(410, TEXT.activationExpired) }
    if (store.users.byEmail(body.email))
      return { status: 409, body: apiError(409, TEXT.emailTaken) }
    // The shop's codes (decision 0125): checked now, kept with the account as where it came from.
    const promoCode = normalizePromoCode(body.promoCode)
    if (promoCode) {
      const check = checkPromoCode(promoCode, now, store.orders.promoBook(now))
      if (!check.ok) return { status: 400, body: apiError(400, check.message) }
    }

    const rules = ACTIVATION_KIND_RULES[link.kind]
    const user = store.users.create({
      email: body.email,
      password: body.password,
      name: body.name,
      promoCode,
      confirmationCode: body.confirmationCode,
      createdAt: now,
      groups: rules.groups,
      isParent: rules.isParent,
      newFlow: false,
      emailVerified: true,
      hasSolvedInitialQuiz: false,
    })
    store.activations.markUsed(link, now)
    return { status: 201, body: { userId: user.id, email: user.email } }
  },

  signupSaas: async ({ body, request }) => {
    const { store, clock } = request.server
    if (store.users.byEmail(body.email))
      return { status: 409, body: apiError(409, TEXT.emailTaken) }
    const user = store.users.create({ ...body, ...newPlatformAccount(), createdAt: clock.now() })
    return { status: 201, body: { userId: user.id, email: user.email } }
  },

  sendVerificationCode: async ({ body, request }) => {
    const caller = requireUser(request)
    const { store, clock } = request.server
    const user = store.users.byId(body.userId)
    if (!user) return { status: 404, body: apiError(404, TEXT.userNotFound) }
    if (user.id !== caller.id) throw forbidden()
    const now = clock.now()
    const blockedUntil = store.verificationCodes.resendBlockedUntil(user.id, now)
    if (blockedUntil) {
      const message = `Kod został już wysłany. Nowy możesz wysłać za ${secondsUntil(blockedUntil, now)} s.`
      return { status: 429, body: apiError(429, message) }
    }
    const { code } = store.verificationCodes.issue(user.id, now)
    const link = `/weryfikuj-email/${code}/${user.id}`
    store.outbox.send(
      {
        to: user.email,
        subject: 'Twój kod weryfikacyjny',
        text: `Twój kod weryfikacyjny to ${code}. Kod jest ważny 15 minut. Możesz też otworzyć link: ${link}`,
        link,
        code,
      },
      now,
    )
    const resendAvailableAt = new Date(now.getTime() + RESEND_WAIT_MS)
    return {
      status: 200,
      body: { email: user.email, resendAvailableAt: resendAvailableAt.toISOString() },
    }
  },

  verifyEmail: async ({ body, request }) => {
    const { store, clock } = request.server
    const user = store.users.byId(body.userId)
    if (!user) return { status: 404, body: apiError(404, TEXT.userNotFound) }
    const sent = store.verificationCodes.latest(user.id)
    if (!sent || sent.code !== body.code)
      return { status: 400, body: apiError(400, TEXT.codeWrong) }
    if (Date.parse(sent.expiresAt) <= clock.now().getTime())
      return { status: 410, body: apiError(410, TEXT.codeExpired) }
    store.verificationCodes.consume(user.id)
    store.users.update(user, { emailVerified: true })
    return { status: 200, body: { emailVerified: true } }
  },

  getActivation: async ({ params, request }) => {
    const { store, clock } = request.server
    const link = store.activations.byId(params.id)
    if (!link) return { status: 404, body: apiError(404, TEXT.activationNotFound) }
    const state = store.activations.state(link, clock.now())
    if (state === 'used') return { status: 410, body: apiError(410, TEXT.activationUsed) }
    if (state === 'expired') return { status: 410, body: apiError(410, TEXT.activationExpired) }
    return { status: 200, body: store.activations.toActivation(link) }
  },

  getPublicUser: async ({ params, request }) => {
    const user = request.server.store.users.byId(params.id)
    if (!user) return { status: 404, body: apiError(404, TEXT.userNotFound) }
    return { status: 200, body: { id: user.id, name: user.name, isParent: user.isParent } }
  },

  resetPassword: async ({ body, request }) => {
    const { store, clock } = request.server
    const user = store.users.byEmail(body.email)
    if (user) {
      const now = clock.now()
      const { token } = store.passwordResets.create(user.id, now)
      const link = `/zmien-haslo/${token}`
      store.outbox.send(
        {
          to: user.email,
          subject: 'Zmiana hasła',
          text: `Aby ustawić nowe hasło, otwórz link: ${link}. Link jest ważny przez godzinę.`,
          link,
          code: null,
        },
        now,
      )
    }
    return { status: 200, body: { message: TEXT.resetSent } }
  },

  changePassword: async ({ body, request }) => {
    const { store, clock } = request.server
    const now = clock.now()
    const reset = store.passwordResets.byToken(body.token)
    if (!reset) return { status: 404, body: apiError(404, TEXT.resetNotFound) }
    const user = store.users.byId(reset.userId)
    if (!user || !store.passwordResets.isUsable(reset, now))
      return { status: 410, body: apiError(410, TEXT.resetGone) }
    store.users.update(user, { password: body.password })
    store.passwordResets.markUsed(reset, now)
    return { status: 200, body: { message: TEXT.passwordChanged } }
  },

  // Only looks: opening the page must not use the link up (changePassword does).
  checkPasswordReset: async ({ params, request }) => {
    const { store, clock } = request.server
    const reset = store.passwordResets.byToken(params.token)
    if (!reset) return { status: 404, body: apiError(404, TEXT.resetNotFound) }
    const user = store.users.byId(reset.userId)
    if (!user || !store.passwordResets.isUsable(reset, clock.now()))
      return { status: 410, body: apiError(410, TEXT.resetGone) }
    return { status: 200, body: { expiresAt: reset.expiresAt } }
  },
})
