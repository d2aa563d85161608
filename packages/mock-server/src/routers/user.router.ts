import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { Settings } from '@app/contract/user'
import { forbidden, requireUser } from '../plugins/auth'
import type { UserRecord } from '../store/users'

const s = initServer()

const TEXT = {
  notYourQuiz: 'Możesz zapisywać tylko własne odpowiedzi.',
  childNotFound: 'Nie znaleziono konta ucznia o podanym adresie email.',
  childNameMismatch: 'Imię i nazwisko nie zgadzają się z kontem ucznia o podanym adresie email.',
  childAlreadyLinked: 'To konto ucznia jest już połączone z Twoim kontem.',
} as const

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')

const quizState = (user: UserRecord) => ({
  hasSolvedInitialQuiz: user.hasSolvedInitialQuiz,
  progress: user.quizProgress,
})

export const userRouter = s.router(contract.user, {
  whoami: async ({ request }) => {
    const user = requireUser(request)
    return { status: 200, body: request.server.store.users.whoami(user, request.idToken ?? '') }
  },

  getSettings: async ({ request }) => ({ status: 200, body: requireUser(request).settings }),

  updateSettings: async ({ body, request }) => {
    const user = requireUser(request)
    const { users } = request.server.store
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
    // The display name is the account's name (whoami, support widget).
    const updated = users.update(user, { settings, name: settings.general.displayName })
    return { status: 200, body: updated.settings }
  },

  submitInitialQuiz: async ({ body, request }) => {
    const user = requireUser(request)
    const updated = request.server.store.users.update(user, {
      quizProgress: { ...user.quizProgress, ...body },
      hasSolvedInitialQuiz: true,
    })
    return { status: 200, body: quizState(updated) }
  },

  saveQuizProgress: async ({ body, request }) => {
    const user = requireUser(request)
    if (body.userId !== user.id) throw forbidden(TEXT.notYourQuiz)
    const updated = request.server.store.users.update(user, {
      quizProgress: { ...user.quizProgress, [body.field]: body.value },
    })
    return { status: 200, body: quizState(updated) }
  },

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
})
