import type { ExerciseStatus } from '@app/contract/exercises/constants'
import type { Group } from '@app/contract/user'

/**
 * Who may do what with an exercise (issue 29, decision 0181): role × ownership × status. Anyone
 * with the tasks tool adds exercises; a new one is private and its author's at once; only
 * PUBLISHED ones are in the shared bank. Nobody reviews their own exercise.
 */

/** How the rights see a user: a student, a reviewer (Exercise_Reviewer) or an admin. */
export type ExerciseRole = 'STUDENT' | 'REVIEWER' | 'ADMIN'

export const exerciseRoleOf = (groups: readonly Group[]): ExerciseRole =>
  groups.includes('Admin') ? 'ADMIN' : groups.includes('Exercise_Reviewer') ? 'REVIEWER' : 'STUDENT'

export interface ExerciseActor {
  id: string
  role: ExerciseRole
}

/** What the rights read of an exercise: whose it is (null once its author left) and its state. */
export interface ExerciseStanding {
  authorId: string | null
  status: ExerciseStatus
  /** Deleted (soft): hidden from everyone, its attempts kept. */
  deleted: boolean
}

export interface ExerciseRightsTable {
  view: boolean
  edit: boolean
  delete: boolean
  review: boolean
}

const NONE: ExerciseRightsTable = { view: false, edit: false, delete: false, review: false }

export const isOwnExercise = (actor: ExerciseActor, exercise: ExerciseStanding): boolean =>
  exercise.authorId !== null && exercise.authorId === actor.id

/**
 * The caller's rights on an exercise:
 * - view: the author always; everyone a PUBLISHED one; reviewers and admins any that went to
 *   review (not someone else's PRIVATE draft); nobody a deleted one.
 * - edit: the author while it is not PUBLISHED; reviewers any other they see (their own
 *   published one as its author: not); admins any they see.
 * - delete: the author while it is not PUBLISHED; admins any they see.
 * - review: reviewers and admins, a PENDING one that is not their own.
 */
export function exerciseRights(
  actor: ExerciseActor,
  exercise: ExerciseStanding,
): ExerciseRightsTable {
  if (exercise.deleted) return NONE
  const own = isOwnExercise(actor, exercise)
  const staff = actor.role !== 'STUDENT'
  const published = exercise.status === 'PUBLISHED'
  const view = own || published || (staff && exercise.status !== 'PRIVATE')
  if (!view) return NONE
  const asAuthor = own && !published
  return {
    view,
    edit: actor.role === 'ADMIN' || asAuthor || (actor.role === 'REVIEWER' && !own),
    delete: actor.role === 'ADMIN' || asAuthor,
    review: staff && !own && exercise.status === 'PENDING',
  }
}

/**
 * Why the caller may not review an exercise they see, or null: not a reviewer or admin, or their
 * own (both 403). Whether its status can take the decision is the review's machine (409).
 */
export function reviewRefusal(
  actor: ExerciseActor,
  exercise: ExerciseStanding,
): 'notReviewer' | 'ownReview' | null {
  if (actor.role === 'STUDENT') return 'notReviewer'
  if (isOwnExercise(actor, exercise)) return 'ownReview'
  return null
}
