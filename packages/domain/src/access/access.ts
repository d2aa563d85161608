import type { CourseKey } from '@app/contract/courses'
import type { Group, User } from '@app/contract/user'
import { RANKING_VISIBLE_FROM, STATISTICS_HIDDEN_FOR } from '../shared/constants'
import { hasAnyFeature } from './features'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'

/** What the access rules need to know about a user. */
export type AccessUser = Pick<
  User,
  'groups' | 'isParent' | 'newFlow' | 'features' | 'saasSubscription'
>

/**
 * Route areas of SPEC §6. Pages not listed here are 'public'.
 * - 'login-page': /logowanie, /rejestracja and other pages only for guests
 * - 'product': /produkt and the general product pages (chat, community)
 * - 'course-*': the course pages of KED, PED (mini-course) and ZN (parents course)
 * - 'feature-*': the tools; without the tool's feature flag the page offers pro
 * - 'parent': parent panel, child validation
 * - 'signed-in', 'pro', 'purchase', 'settings': any logged-in user ('signed-in' guards the
 *   /produkt tree as a whole; its pages add their own area)
 * - 'admin': the admin panel (Admin or Assistant); 'admin-only': its Admin-only parts
 */
export const ROUTE_AREAS = [
  'public',
  'login-page',
  'product',
  'course-ked',
  'course-ped',
  'course-zn',
  'feature-planner',
  'feature-domination-plan',
  'feature-flashcards',
  'feature-tasks',
  'parent',
  'signed-in',
  'pro',
  'purchase',
  'settings',
  'statistics',
  'ranking',
  'admin',
  'admin-only',
] as const
export type RouteArea = (typeof ROUTE_AREAS)[number]

export type AccessDecision =
  { allow: true } | { allow: false; redirectTo: StaticRoutePath; rememberPath: boolean }

export const LOGIN_PATH = ROUTES.login
export const HOME_PATH = ROUTES.home
export const PRODUCT_PATH = ROUTES.products
export const ADMIN_PATH = ROUTES.admin

/** The group that opens each course (SPEC §6). */
export const COURSE_GROUPS = {
  KED: 'Effective_Action_Course_Subscriber',
  PED: 'Effective_Action_Mini_Course_Subscriber',
  ZN: 'Understanding_Teenager_Course_Subscriber',
} as const satisfies Record<CourseKey, Group>

/** Where a user without the course group is sent: the course's offer (SPEC §6). */
export const COURSE_OFFER_PATHS = {
  KED: ROUTES.kedOffer,
  PED: ROUTES.pedSignUp,
  ZN: ROUTES.znOffer,
} as const satisfies Record<CourseKey, StaticRoutePath>

const COURSE_AREAS = {
  'course-ked': 'KED',
  'course-ped': 'PED',
  'course-zn': 'ZN',
} as const satisfies Partial<Record<RouteArea, CourseKey>>

export const hasGroup = (user: Pick<User, 'groups'> | null, group: Group): boolean =>
  !!user?.groups.includes(group)
export const isAdmin = (user: Pick<User, 'groups'> | null): boolean => hasGroup(user, 'Admin')
/** Staff: the groups that reach the admin panel. */
export const isStaff = (user: Pick<User, 'groups'> | null): boolean =>
  isAdmin(user) || hasGroup(user, 'Assistant')

/**
 * The product area (/produkt): a group, a platform sign-up (newFlow), a parent account, an active
 * subscription or any tool. Anybody else is sent to / (decision 0018, amended for issue 15).
 */
export const canEnterProduct = (user: AccessUser): boolean =>
  user.groups.length > 0 ||
  user.newFlow ||
  user.isParent ||
  user.saasSubscription.isActive ||
  hasAnyFeature(user.features)

/**
 * The community (its chat group, the consultations' call, the intro meeting): a course's
 * participants and staff, that is any group, as the API's `GET /api/community` admits them.
 * Everybody else is told who it is for and how to join (decision 0145).
 */
export const canJoinCommunity = (user: Pick<User, 'groups'>): boolean => user.groups.length > 0

/** Statistics are hidden for the STATISTICS_HIDDEN_FOR class (parents). */
export const canSeeStatistics = (user: AccessUser): boolean => !user[STATISTICS_HIDDEN_FOR]

/** Rankings: staff always, everybody else from RANKING_VISIBLE_FROM. */
export const canSeeRanking = (user: AccessUser, now: Date): boolean =>
  isStaff(user) || now.getTime() >= RANKING_VISIBLE_FROM.getTime()

const ALLOW: AccessDecision = { allow: true }
const redirect = (redirectTo: StaticRoutePath, rememberPath = false): AccessDecision => ({
  allow: false,
  redirectTo,
  rememberPath,
})

/**
 * SPEC §6 as one function. Guests are sent to /logowanie remembering where they were; logged-in
 * users visiting guest pages go to /produkt. "Logged in with no groups goes to /" applies to the
 * 'product' area only, so settings, pro and purchase stay reachable (decision 0018), and there
 * only to accounts with nothing to use (`canEnterProduct`, decision 0116). 'ranking' needs
 * `now` because rankings open to everybody on a fixed date.
 */
export function checkAccess<A extends RouteArea>(
  user: AccessUser | null,
  routeArea: A,
  ...[now]: A extends 'ranking' ? [now: Date] : [now?: Date]
): AccessDecision {
  const area: RouteArea = routeArea
  if (area === 'public') return ALLOW
  if (area === 'login-page') return user ? redirect(PRODUCT_PATH) : ALLOW
  if (!user) return redirect(LOGIN_PATH, true)

  switch (area) {
    case 'product':
      return canEnterProduct(user) ? ALLOW : redirect(HOME_PATH)
    case 'course-ked':
    case 'course-ped':
    case 'course-zn': {
      const course = COURSE_AREAS[area]
      return hasGroup(user, COURSE_GROUPS[course]) ? ALLOW : redirect(COURSE_OFFER_PATHS[course])
    }
    case 'feature-planner':
    case 'feature-domination-plan':
    case 'feature-flashcards':
    case 'feature-tasks':
      // Every signed-in user reaches a tool's page: without the tool it offers pro (decision 0120).
      return ALLOW
    case 'parent':
      return user.isParent ? ALLOW : redirect(PRODUCT_PATH)
    case 'statistics':
      return canSeeStatistics(user) ? ALLOW : redirect(PRODUCT_PATH)
    case 'ranking':
      return now && canSeeRanking(user, now) ? ALLOW : redirect(PRODUCT_PATH)
    case 'admin':
      return isStaff(user) ? ALLOW : redirect(HOME_PATH)
    case 'admin-only':
      if (isAdmin(user)) return ALLOW
      return isStaff(user) ? redirect(ADMIN_PATH) : redirect(HOME_PATH)
    case 'signed-in':
    case 'pro':
    case 'purchase':
    case 'settings':
      return ALLOW
  }
}
