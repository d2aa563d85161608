import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type {
  ExerciseFilters,
  NotificationType,
  Settings,
  SettingsUpdate,
} from '@app/contract/user'
import { ACCOUNT_TEXT } from '@app/contract/user/account'
import { gradeMessage, gradeRange } from '@app/domain/user/initial-quiz'
import { apiError } from '../../errors'
import type { StoredSettings, UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { syncSubscription } from '../commerce/renewals'
import { armDayPlanEmail } from '../planner/day-plan-email'
import { armCheckInReminder } from '../domination-plan/reminders'
import type { ShopUrls } from '../commerce/provider'
import { featuresOf, subscriptionActiveOf } from './features'
import { nicknameRefusal } from '../progress/nickname'
import { USER_TEXT } from './user.text'

type C = Contract['user']

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')

/** What the body schema cannot see: a grade the school type has, a picture this user uploaded. */
function settingsProblem(
  current: StoredSettings,
  next: StoredSettings,
  canUse: (url: string) => boolean,
) {
  const { imageUrl } = next.general
  if (imageUrl !== null && imageUrl !== current.general.imageUrl && !canUse(imageUrl))
    return ACCOUNT_TEXT.badImageUrl
  const { schoolType, grade } = next.educationalProfile
  if (schoolType && grade !== null && grade > gradeRange(schoolType).max)
    return gradeMessage(schoolType)
  return null
}

export async function whoami(
  app: FastifyInstance,
  user: UserRecord,
  idToken: string,
  urls: ShopUrls,
): Answer<C['whoami']> {
  // Renewals the clock says are due happen first, so whoami shows pro as it is now.
  await syncSubscription(app, user.id, urls.notifyUrl)
  const current = app.store.users.byId(user.id) ?? user
  const body = app.store.users.whoami(
    current,
    idToken,
    featuresOf(app, current),
    subscriptionActiveOf(app, current),
  )
  return { status: 200, body }
}

export async function getSettings(
  _app: FastifyInstance,
  user: UserRecord,
): Answer<C['getSettings']> {
  return { status: 200, body: settingsOf(user) }
}

/** What GET and PUT settings answer: the pages' sections and the tasks list's saved filters. */
const settingsOf = (user: UserRecord): Settings => ({
  ...user.settings,
  exerciseFilters: user.exerciseFilters,
})

export async function updateSettings(
  app: FastifyInstance,
  user: UserRecord,
  body: SettingsUpdate,
): Answer<C['updateSettings']> {
  const { users, avatars } = app.store
  if ('type' in body) {
    const settings = { ...user.settings, exerciseSettings: body.exerciseSettings }
    return { status: 200, body: settingsOf(users.update(user, { settings })) }
  }
  const settings: StoredSettings = {
    general: { ...user.settings.general, ...body.general },
    educationalProfile: { ...user.settings.educationalProfile, ...body.educationalProfile },
    dominationPlan: { ...user.settings.dominationPlan, ...body.dominationPlan },
    learningPlanner: { ...user.settings.learningPlanner, ...body.learningPlanner },
    exerciseSettings: user.settings.exerciseSettings,
  }
  const problem = settingsProblem(user.settings, settings, (url) =>
    avatars.isUploadedBy(url, user.id),
  )
  if (problem) return apiError(400, problem)
  const nickname = nicknameRefusal(app, user, body.general?.nickname)
  if (nickname) return nickname
  // The display name is the account's name (whoami, support widget).
  const updated = users.update(user, { settings, name: settings.general.displayName })
  // 'Plan dnia na e-mail' switched on starts its daily job (decision 0167).
  armDayPlanEmail(app, user.id)
  // The check-in reminder follows the check-in's day and time (decision 0169).
  armCheckInReminder(app, user.id)
  return { status: 200, body: settingsOf(updated) }
}

export async function sendNotification(
  app: FastifyInstance,
  user: UserRecord,
  type: NotificationType,
): Answer<C['sendNotification']> {
  if (!user.seenNotifications.includes(type))
    app.store.users.update(user, { seenNotifications: [...user.seenNotifications, type] })
  return { status: 204, body: {} }
}

/** A parent links a child's account by its e-mail and name (parents only: plugins/access.ts). */
export async function validateChild(
  app: FastifyInstance,
  parent: UserRecord,
  body: BodyOf<C['validateChild']>,
): Answer<C['validateChild']> {
  const { users } = app.store
  const child = users.byEmail(body.childEmail)
  if (!child || child.isParent || child.id === parent.id)
    return apiError(404, USER_TEXT.childNotFound)
  if (!sameName(child.name, body.childName)) return apiError(409, USER_TEXT.childNameMismatch)
  if (parent.childIds.includes(child.id)) return apiError(409, USER_TEXT.childAlreadyLinked)
  users.update(parent, { childIds: [...parent.childIds, child.id] })
  return { status: 200, body: { child: { id: child.id, name: child.name, email: child.email } } }
}

export async function saveExerciseFilters(
  app: FastifyInstance,
  user: UserRecord,
  filters: ExerciseFilters,
): Answer<C['saveExerciseFilters']> {
  app.store.users.update(user, { exerciseFilters: filters })
  return { status: 200, body: filters }
}
