import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '../errors'
import { DOMINATION_PLAN_TEXT } from '@app/contract/domination-plan/text'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards/text'
import { PARENT_TEXT } from '@app/contract/parent/text'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import { PROGRESS_TEXT } from '@app/contract/progress/text'
import type { FeatureKey, Features, Group } from '@app/contract/user'
import { COURSE_GROUPS, isStaff } from '@app/domain/access/access'
import { effectiveFeatures, hasAnyFeature } from '@app/domain/access/features'
import { canUseTool } from '@app/domain/access/tools'
import { GrantsRepository } from '../store/grants'
import { SubscriptionsRepository } from '../store/subscriptions'
import type { UserRecord } from '../store/users'
import { featuresOf } from '../services/user/features'

/** Polish texts of the 403 answers of the roles below. */
export const ACCESS_TEXT = {
  noCourse: 'Nie masz dostępu do tego kursu.',
  membersOnly: 'Społeczność jest dostępna dla uczestników naszych kursów.',
  parentsOnly: 'Tylko konto rodzica może połączyć konto dziecka.',
} as const

/**
 * A right a signed-in caller needs; without it the call is 403 with `message`. `app` is the
 * running mock, for rights its store holds (the tools); without it, the seed's are meant.
 */
export interface Role {
  allows(user: UserRecord, app?: FastifyInstance): boolean
  message: string
}

const inGroups = (groups: readonly Group[], message: string = MESSAGES.forbidden): Role => ({
  allows: (user) => user.groups.some((group) => groups.includes(group)),
  message,
})

/**
 * The tools an account has as seeded (the seed's grants and subscription): for a check made
 * without a running mock (test/helper.ts's personaFor).
 */
function seedFeaturesOf(user: UserRecord): Features {
  const now = new Date()
  const subscriptionActive = new SubscriptionsRepository(() => now).isActive(user.id, now)
  return effectiveFeatures(
    { subscriptionActive, grants: new GrantsRepository().forUser(user.id) },
    now,
  )
}

/** The tools an account has: in the running mock's store, or as seeded without one. */
const toolsOf = (user: UserRecord, app?: FastifyInstance): Features =>
  app ? featuresOf(app, user) : seedFeaturesOf(user)

/**
 * A tool (decision 0117): open with a subscription or an admin's grant, as whoami says, and to
 * the groups the domain's `canUseTool` names (decision 0181: the tasks tool's reviewers, admins).
 */
const tool = (feature: FeatureKey, message: string): Role => ({
  allows: (user, app) => canUseTool({ groups: user.groups, features: toolsOf(user, app) }, feature),
  message,
})

/**
 * A platform user (issue 30, decision 0193): a platform sign-up (newFlow) or any tool, which a
 * subscription opens too. 'Dziś', progress, the ranking and statistics are theirs.
 */
const isPlatformUser = (user: UserRecord, app?: FastifyInstance) =>
  user.newFlow || hasAnyFeature(toolsOf(user, app))

export const ROLES = {
  adminOrAssistant: inGroups(['Admin', 'Assistant']),
  admin: inGroups(['Admin']),
  /** Any course's participant; the handler checks the course the request names. */
  courseParticipant: inGroups(Object.values(COURSE_GROUPS), ACCESS_TEXT.noCourse),
  /** Community members: any signed-in user with a group (as the /produkt area, SPEC §6). */
  communityMember: { allows: (user) => user.groups.length > 0, message: ACCESS_TEXT.membersOnly },
  parent: { allows: (user) => user.isParent, message: ACCESS_TEXT.parentsOnly },
  /** The parent panel's reads and changes (issue 30); linking keeps `parent`'s own message. */
  parentPanel: { allows: (user) => user.isParent, message: PARENT_TEXT.parentsOnly },
  flashcards: tool('flashcards', FLASHCARDS_TEXT.noAccess),
  dominationPlan: tool('dominationPlan', DOMINATION_PLAN_TEXT.noAccess),
  planner: tool('planner', PLANNER_TEXT.noAccess),
  tasks: tool('tasks', EXERCISES_TEXT.noAccess),
  /** The tasks tool's reviewers and admins (who have the tool by canUseTool, decision 0181). */
  exerciseReviewer: inGroups(['Exercise_Reviewer', 'Admin'], EXERCISES_TEXT.notReviewer),
  platformUser: { allows: isPlatformUser, message: PROGRESS_TEXT.noAccess },
  /** Staff see rankings too (decision 0015); the handler checks the opening date. */
  rankingReader: {
    allows: (user, app) => isStaff(user) || isPlatformUser(user, app),
    message: PROGRESS_TEXT.noAccess,
  },
  /** Parents pass here to be told why they see no statistics (the handler's 403, decision 0014). */
  statisticsReader: {
    allows: (user, app) => user.isParent || isPlatformUser(user, app),
    message: PROGRESS_TEXT.noAccess,
  },
} satisfies Record<string, Role>
