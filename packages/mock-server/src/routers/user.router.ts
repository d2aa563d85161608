import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { Settings } from '@app/contract/user'
import { ACCOUNT_TEXT } from '@app/contract/user/account'
import { gradeMessage, gradeRange } from '@app/domain/user/initial-quiz'
import { requireUser } from '../plugins/auth'
import {
  deleteAccount,
  exportAccount,
  featuresOf,
  grantFeature,
  requestAvatarUpload,
  subscriptionActiveOf,
} from './account.router'
import { syncSubscription } from './commerce-payments'
import { shopUrls } from './commerce-provider'
import { getQuizProgress, saveQuizProgress, submitInitialQuiz } from './user-quiz'

const s = initServer()

const TEXT = {
  childNotFound: 'Nie znaleziono konta ucznia o podanym adresie email.',
  childNameMismatch: 'Imię i nazwisko nie zgadzają się z kontem ucznia o podanym adresie email.',
  childAlreadyLinked: 'To konto ucznia jest już połączone z Twoim kontem.',
} as const

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')

const badRequest = (message: string) => ({ status: 400 as const, body: apiError(400, message) })

/** What the body schema cannot see: a grade the school type has, a picture this user uploaded. */
function settingsProblem(current: Settings, next: Settings, canUse: (url: string) => boolean) {
  const { imageUrl } = next.general
  if (imageUrl !== null && imageUrl !== current.general.imageUrl && !canUse(imageUrl))
    return ACCOUNT_TEXT.badImageUrl
  const { schoolType, grade } = next.educationalProfile
  if (schoolType && grade !== null && grade > gradeRange(schoolType).max)
    return gradeMessage(schoolType)
  return null
}

export const userRouter = s.router(contract.user, {
  whoami: async ({ request }) => {
    const user = requireUser(request)
    const { server } = request
    // Renewals the clock says are due happen first, so whoami shows pro as it is now.
    await syncSubscription(server, user.id, shopUrls(request).notifyUrl)
    const current = server.store.users.byId(user.id) ?? user
    const body = server.store.users.whoami(
      current,
      request.idToken ?? '',
      featuresOf(server, current),
      subscriptionActiveOf(server, current),
    )
    return { status: 200, body }
  },

  getSettings: async ({ request }) => ({ status: 200, body: requireUser(request).settings }),

  updateSettings: async ({ body, request }) => {
    const user = requireUser(request)
    const { users, avatars } = request.server.store
    if ('type' in body) {
      const settings = { ...user.settings, exerciseSettings: body.exerciseSettings }
      return { status: 200, body: users.update(user, { settings }).settings }
    }
    const settings: Settings = {
      general: { ...user.settings.general, ...body.general },
      educationalProfile: { ...user.settings.educationalProfile, ...body.educationalProfile },
      dominationPlan: { ...user.settings.dominationPlan, ...body.dominationPlan },
      learningPlanner: { ...user.settings.learningPlanner, ...body.learningPlanner },
      exerciseSettings: user.settings.exerciseSettings,
    }
    const problem = settingsProblem(user.settings, settings, (url) =>
      avatars.isUploadedBy(url, user.id),
    )
    if (problem) return badRequest(problem)
    // The display name is the account's name (whoami, support widget).
    const updated = users.update(user, { settings, name: settings.general.displayName })
    return { status: 200, body: updated.settings }
  },

  getQuizProgress,
  saveQuizProgress,
  submitInitialQuiz,

  sendNotification: async ({ body, request }) => {
    const user = requireUser(request)
    if (!user.seenNotifications.includes(body.type))
      request.server.store.users.update(user, {
        seenNotifications: [...user.seenNotifications, body.type],
      })
    return { status: 204, body: {} }
  },

  // Parents only: see ./access.ts.
  validateChild: async ({ body, request }) => {
    const parent = requireUser(request)
    const { users } = request.server.store
    const child = users.byEmail(body.childEmail)
    if (!child || child.isParent || child.id === parent.id)
      return { status: 404, body: apiError(404, TEXT.childNotFound) }
    if (!sameName(child.name, body.childName))
      return { status: 409, body: apiError(409, TEXT.childNameMismatch) }
    if (parent.childIds.includes(child.id))
      return { status: 409, body: apiError(409, TEXT.childAlreadyLinked) }
    users.update(parent, { childIds: [...parent.childIds, child.id] })
    return { status: 200, body: { child: { id: child.id, name: child.name, email: child.email } } }
  },

  saveExerciseFilters: async ({ body, request }) => {
    const user = requireUser(request)
    request.server.store.users.update(user, { exerciseFilters: body })
    return { status: 200, body }
  },

  requestAvatarUpload,
  exportAccount,
  deleteAccount,
  grantFeature,
})
