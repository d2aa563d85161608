import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { PARENT_TEXT } from '@app/contract/parent/text'
import { checkPromoCode, normalizePromoCode } from '@app/domain/commerce/promo'
import { apiError } from '../../errors'
import { ACTIVATION_KIND_RULES } from '../../store/seed/activations'
import { newPlatformAccount } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { AUTH_TEXT } from './auth.text'

type C = Contract['auth']

/** An account from an activation link (a bought course or product): its kind sets the groups. */
export async function signup(app: FastifyInstance, body: BodyOf<C['signup']>): Answer<C['signup']> {
  const { store, clock } = app
  const now = clock.now()
  const link = store.activations.byId(body.confirmationCode)
  if (!link) return apiError(404, AUTH_TEXT.activationNotFound)
  const state = store.activations.state(link, now)
  if (state === 'used') return apiError(410, AUTH_TEXT.activationUsed)
  if (state === 'expired') return apiError(410, AUTH_TEXT.activationExpired)
  // A child's consent link makes no account (decision 0197).
  if (link.kind === 'PARENT_LINK') return apiError(409, PARENT_TEXT.notAnAccountLink)
  if (store.users.byEmail(body.email)) return apiError(409, AUTH_TEXT.emailTaken)
  // The shop's codes (decision 0125): checked now, kept with the account as where it came from.
  const promoCode = normalizePromoCode(body.promoCode)
  if (promoCode) {
    const check = checkPromoCode(promoCode, now, store.orders.promoBook(null))
    if (!check.ok) return apiError(400, check.message)
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
}

/** An account of the platform without any product. */
export async function signupSaas(
  app: FastifyInstance,
  body: BodyOf<C['signupSaas']>,
): Answer<C['signupSaas']> {
  const { store, clock } = app
  if (store.users.byEmail(body.email)) return apiError(409, AUTH_TEXT.emailTaken)
  const user = store.users.create({ ...body, ...newPlatformAccount(), createdAt: clock.now() })
  return { status: 201, body: { userId: user.id, email: user.email } }
}

export async function getActivation(app: FastifyInstance, id: string): Answer<C['getActivation']> {
  const { store, clock } = app
  const link = store.activations.byId(id)
  if (!link) return apiError(404, AUTH_TEXT.activationNotFound)
  const state = store.activations.state(link, clock.now())
  if (state === 'used') return apiError(410, AUTH_TEXT.activationUsed)
  if (state === 'expired') return apiError(410, AUTH_TEXT.activationExpired)
  return { status: 200, body: store.activations.toActivation(link) }
}

export async function getPublicUser(app: FastifyInstance, id: string): Answer<C['getPublicUser']> {
  const user = app.store.users.byId(id)
  if (!user) return apiError(404, AUTH_TEXT.userNotFound)
  return { status: 200, body: { id: user.id, name: user.name, isParent: user.isParent } }
}
