import { isAppRoute, type AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { ACTIVATION_KINDS } from '../auth/auth.schemas'
import { GeneralSettingsSchema, SettingsUpdateSchema } from '../user/user.schemas'
import { parentContract } from './parent.contract'
import {
  ChildSummaryQuerySchema,
  ChildSummarySchema,
  ChildValidationSchema,
  ParentLinkAnswerSchema,
} from './parent.schemas'

const routes = Object.values(parentContract).filter(isAppRoute) as AppRoute[]
const key = (route: AppRoute) => `${route.method} ${route.path}`

const summary = {
  child: { id: 'c', name: 'Kuba Nowak' },
  week: '2025-W42',
  from: '2025-10-13',
  to: '2025-10-19',
  days: Array.from({ length: 7 }, (_, i) => ({ date: `2025-10-${13 + i}`, studySeconds: 60 })),
  studySeconds: 420,
  streak: { current: 3, longest: 5 },
  courses: [],
  flashcards: { reviewed: 10, retention: 0.8 },
  exercises: { solved: 2, attempts: 3, accuracy: 2 / 3 },
  planner: { blocksDone: 1, blocksPlanned: 2, adherence: 0.5, focusedMinutes: 25 },
  chat: { messages: 4 },
}

describe('parentContract', () => {
  it('keeps validate-child where SPEC §7 has it; the rest is proposed', () => {
    expect(routes.map(key).sort()).toEqual(
      [
        'POST /saas/parent/validate-child',
        'GET /saas/parent/children',
        'POST /saas/parent/children/:childId/resend',
        'DELETE /saas/parent/children/:childId',
        'GET /saas/parent/children/:childId/summary',
        'GET /saas/parent/requests/latest',
        'GET /saas/user/parents',
        'GET /saas/user/parent-links/:id',
        'POST /saas/user/parent-links/:id',
        'DELETE /saas/user/parents/:parentId',
      ].sort(),
    )
    for (const route of routes) {
      const origin = route.path === '/saas/parent/validate-child' ? 'spec' : 'proposed'
      expect(route.metadata, key(route)).toEqual({ origin })
    }
  })

  it('declares the refusals of validate-child and of the consent link', () => {
    expect(Object.keys(parentContract.validateChild.responses)).toEqual(
      expect.arrayContaining(['404', '409', '422']),
    )
    expect(Object.keys(parentContract.answerParentLink.responses)).toEqual(
      expect.arrayContaining(['403', '404', '409', '410']),
    )
  })

  it('answers 404 for a child or a link that is not the caller’s', () => {
    for (const route of routes.filter((r) => r.path.includes(':')))
      expect(Object.keys(route.responses), key(route)).toContain('404')
  })

  it('adds PARENT_LINK beside PARENT_ACCOUNT', () => {
    expect(ACTIVATION_KINDS).toContain('PARENT_ACCOUNT')
    expect(ACTIVATION_KINDS).toContain('PARENT_LINK')
  })
})

describe('the schemas', () => {
  it('takes an email and a name; the form input is checked, nothing else is taken', () => {
    expect(
      ChildValidationSchema.safeParse({ childEmail: ' kuba@example.com ', childName: 'Kuba' })
        .success,
    ).toBe(true)
    expect(ChildValidationSchema.safeParse({ childEmail: 'x', childName: 'Kuba' }).success).toBe(
      false,
    )
    expect(
      ChildValidationSchema.safeParse({
        childEmail: 'kuba@example.com',
        childName: 'Kuba',
        parentId: 'x',
      }).success,
    ).toBe(false)
    expect(ParentLinkAnswerSchema.safeParse({ accept: 'tak' }).success).toBe(false)
  })

  it('takes an ISO week or none', () => {
    expect(ChildSummaryQuerySchema.safeParse({}).success).toBe(true)
    expect(ChildSummaryQuerySchema.safeParse({ week: '2025-W42' }).success).toBe(true)
    for (const week of ['2025-42', '2025-W54', 'W42', '2025-W4'])
      expect(ChildSummaryQuerySchema.safeParse({ week }).success, week).toBe(false)
    expect(ChildSummaryQuerySchema.safeParse({ week: '2025-W42', userId: 'x' }).success).toBe(false)
  })

  it('lets no extra field into a summary, at any depth', () => {
    expect(ChildSummarySchema.safeParse(summary).success).toBe(true)
    const leaks = [
      { ...summary, notes: 'x' },
      { ...summary, child: { ...summary.child, email: 'kuba@example.com' } },
      { ...summary, chat: { messages: 1, texts: ['cześć'] } },
      { ...summary, exercises: { ...summary.exercises, answers: ['42'] } },
    ]
    for (const leak of leaks) expect(ChildSummarySchema.safeParse(leak).success).toBe(false)
  })

  it('has the digest switch in the strict general settings', () => {
    const general = {
      imageUrl: null,
      displayName: 'Anna Nowak',
      emailNotifications: true,
      parentDigest: false,
      nickname: null,
      showInRanking: true,
    }
    expect(GeneralSettingsSchema.safeParse(general).success).toBe(true)
    expect(SettingsUpdateSchema.safeParse({ general: { parentDigest: false } }).success).toBe(true)
    expect(SettingsUpdateSchema.safeParse({ general: { parentDigest: 'nie' } }).success).toBe(false)
  })
})
