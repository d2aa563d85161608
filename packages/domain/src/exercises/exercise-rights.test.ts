import { describe, expect, it } from 'vitest'
import type { ExerciseStatus } from '@app/contract/exercises/constants'
import {
  exerciseRights,
  exerciseRoleOf,
  reviewRefusal,
  type ExerciseRole,
  type ExerciseRightsTable,
} from './exercise-rights'

const ME = 'me'
const OTHER = 'other'

/** [role, own?, status] → view, edit, delete, review (decision 0181's table). */
const TABLE: [ExerciseRole, boolean, ExerciseStatus, string][] = [
  ['STUDENT', true, 'PRIVATE', 'VED-'],
  ['STUDENT', true, 'PENDING', 'VED-'],
  ['STUDENT', true, 'CHANGES_REQUESTED', 'VED-'],
  ['STUDENT', true, 'REJECTED', 'VED-'],
  ['STUDENT', true, 'PUBLISHED', 'V---'],
  ['STUDENT', false, 'PRIVATE', '----'],
  ['STUDENT', false, 'PENDING', '----'],
  ['STUDENT', false, 'CHANGES_REQUESTED', '----'],
  ['STUDENT', false, 'REJECTED', '----'],
  ['STUDENT', false, 'PUBLISHED', 'V---'],
  ['REVIEWER', true, 'PRIVATE', 'VED-'],
  ['REVIEWER', true, 'PENDING', 'VED-'],
  ['REVIEWER', true, 'PUBLISHED', 'V---'],
  ['REVIEWER', false, 'PRIVATE', '----'],
  ['REVIEWER', false, 'PENDING', 'VE-R'],
  ['REVIEWER', false, 'CHANGES_REQUESTED', 'VE--'],
  ['REVIEWER', false, 'REJECTED', 'VE--'],
  ['REVIEWER', false, 'PUBLISHED', 'VE--'],
  ['ADMIN', true, 'PRIVATE', 'VED-'],
  ['ADMIN', true, 'PENDING', 'VED-'],
  ['ADMIN', true, 'PUBLISHED', 'VED-'],
  ['ADMIN', false, 'PRIVATE', '----'],
  ['ADMIN', false, 'PENDING', 'VEDR'],
  ['ADMIN', false, 'CHANGES_REQUESTED', 'VED-'],
  ['ADMIN', false, 'REJECTED', 'VED-'],
  ['ADMIN', false, 'PUBLISHED', 'VED-'],
]

const letters = (rights: ExerciseRightsTable) =>
  [
    rights.view ? 'V' : '-',
    rights.edit ? 'E' : '-',
    rights.delete ? 'D' : '-',
    rights.review ? 'R' : '-',
  ].join('')

describe('exerciseRights', () => {
  it.each(TABLE)('%s, own: %s, %s → %s', (role, own, status, expected) => {
    const exercise = { authorId: own ? ME : OTHER, status, deleted: false }
    expect(letters(exerciseRights({ id: ME, role }, exercise))).toBe(expected)
  })

  it.each<ExerciseRole>(['STUDENT', 'REVIEWER', 'ADMIN'])(
    'hides a deleted exercise from a %s, their own too',
    (role) => {
      for (const authorId of [ME, OTHER]) {
        const exercise = { authorId, status: 'PUBLISHED' as const, deleted: true }
        expect(letters(exerciseRights({ id: ME, role }, exercise))).toBe('----')
      }
    },
  )

  it('keeps a published exercise whose author left (no author) in the bank, edited by staff', () => {
    const orphan = { authorId: null, status: 'PUBLISHED' as const, deleted: false }
    expect(letters(exerciseRights({ id: ME, role: 'STUDENT' }, orphan))).toBe('V---')
    expect(letters(exerciseRights({ id: ME, role: 'REVIEWER' }, orphan))).toBe('VE--')
    expect(letters(exerciseRights({ id: ME, role: 'ADMIN' }, orphan))).toBe('VED-')
  })
})

describe('reviewRefusal', () => {
  const pending = (authorId: string) => ({ authorId, status: 'PENDING' as const, deleted: false })
  it.each<[ExerciseRole, string, string | null]>([
    ['STUDENT', OTHER, 'notReviewer'],
    ['REVIEWER', ME, 'ownReview'],
    ['ADMIN', ME, 'ownReview'],
    ['REVIEWER', OTHER, null],
    ['ADMIN', OTHER, null],
  ])('a %s reviewing an exercise of %s: %s', (role, author, expected) => {
    expect(reviewRefusal({ id: ME, role }, pending(author))).toBe(expected)
  })
})

describe('exerciseRoleOf', () => {
  it.each([
    [[], 'STUDENT'],
    [['Effective_Action_Course_Subscriber'], 'STUDENT'],
    [['Assistant'], 'STUDENT'],
    [['Exercise_Reviewer'], 'REVIEWER'],
    [['Admin'], 'ADMIN'],
    [['Exercise_Reviewer', 'Admin'], 'ADMIN'],
  ] as const)('%j → %s', (groups, role) => {
    expect(exerciseRoleOf(groups)).toBe(role)
  })
})
