import { describe, expect, it } from 'vitest'
import {
  ROUTE_AREAS,
  canJoinCommunity,
  canSeeRanking,
  canSeeStatistics,
  checkAccess,
  hasGroup,
  isAdmin,
  isStaff,
  type AccessUser,
  type RouteArea,
} from './access'
import { RANKING_VISIBLE_FROM } from '../shared/constants'
import { PERSONAS, type PersonaName } from '../shared/test-personas'

const BEFORE_RANKING = new Date(RANKING_VISIBLE_FROM.getTime() - 1)
const OK = 'ok'
const KED_OFFER = '/oferta/kurs-efektywnego-dzialania'
const PED_OFFER = '/newsletter/podstawy-efektywnego-dzialania'
const ZN_OFFER = '/oferta/zrozumiec-nastolatka'

type Expected = typeof OK | string
type Row = [RouteArea, Expected, Record<PersonaName, Expected>]

const all = (value: Expected): Record<PersonaName, Expected> => ({
  student: value,
  mini: value,
  parent: value,
  pro: value,
  noGroups: value,
  admin: value,
  assistant: value,
  reviewer: value,
  plannerOnly: value,
})

// [area, guest, logged-in personas] — ranking is checked before RANKING_VISIBLE_FROM here.
const MATRIX: Row[] = [
  ['public', OK, all(OK)],
  ['login-page', OK, all('/produkt')],
  ['product', '/logowanie', { ...all(OK), noGroups: '/' }],
  ['course-ked', '/logowanie', { ...all(KED_OFFER), student: OK, pro: OK }],
  ['course-ped', '/logowanie', { ...all(PED_OFFER), mini: OK, plannerOnly: OK }],
  ['course-zn', '/logowanie', { ...all(ZN_OFFER), parent: OK }],
  // Without the tool its page offers pro instead of redirecting (decision 0120).
  ['feature-planner', '/logowanie', all(OK)],
  ['feature-domination-plan', '/logowanie', all(OK)],
  ['feature-flashcards', '/logowanie', all(OK)],
  ['feature-tasks', '/logowanie', all(OK)],
  ['parent', '/logowanie', { ...all('/produkt'), parent: OK }],
  ['signed-in', '/logowanie', all(OK)],
  ['pro', '/logowanie', all(OK)],
  ['purchase', '/logowanie', all(OK)],
  ['settings', '/logowanie', all(OK)],
  ['statistics', '/logowanie', { ...all(OK), parent: '/produkt' }],
  ['ranking', '/logowanie', { ...all('/produkt'), admin: OK, assistant: OK }],
  ['admin', '/logowanie', { ...all('/'), admin: OK, assistant: OK }],
  ['admin-only', '/logowanie', { ...all('/'), admin: OK, assistant: '/admin' }],
]

const toDecision = (expected: Expected, rememberPath = false) =>
  expected === OK ? { allow: true } : { allow: false, redirectTo: expected, rememberPath }

describe('checkAccess', () => {
  it('the matrix covers every route area', () => {
    expect(MATRIX.map(([area]) => area).sort()).toEqual([...ROUTE_AREAS].sort())
  })

  describe.each(MATRIX)('%s', (area, guest, personas) => {
    it(`guest → ${guest}`, () => {
      expect(checkAccess(null, area, BEFORE_RANKING)).toEqual(
        toDecision(guest, guest === '/logowanie'),
      )
    })
    it.each(Object.entries(personas))('%s → %s', (name, expected) => {
      const user = PERSONAS[name as PersonaName]
      expect(checkAccess(user, area, BEFORE_RANKING)).toEqual(toDecision(expected))
    })
  })

  it.each(Object.keys(PERSONAS))('ranking opens to %s at RANKING_VISIBLE_FROM', (name) => {
    expect(checkAccess(PERSONAS[name as PersonaName], 'ranking', RANKING_VISIBLE_FROM)).toEqual({
      allow: true,
    })
  })

  it.each([
    ['a platform sign-up (newFlow)', { newFlow: true }],
    ['a parent account', { isParent: true }],
    ['an active subscription', { saasSubscription: { isActive: true } }],
    ['one tool', { features: { ...PERSONAS.noGroups.features, flashcards: true } }],
  ] as [string, Partial<AccessUser>][])('/produkt admits %s without any group', (_name, change) => {
    const user: AccessUser = { ...PERSONAS.noGroups, ...change }
    expect(checkAccess(user, 'product')).toEqual({ allow: true })
  })

  it('/produkt still sends an account without groups and without any of those to /', () => {
    expect(checkAccess(PERSONAS.noGroups, 'product')).toEqual({
      allow: false,
      redirectTo: '/',
      rememberPath: false,
    })
  })

  it('areas other than ranking do not need now', () => {
    expect(checkAccess(PERSONAS.student, 'product')).toEqual({ allow: true })
  })
})

describe('group helpers', () => {
  it.each([
    ['student', false, false, false],
    ['admin', true, true, false],
    ['assistant', false, true, false],
    ['reviewer', false, false, true],
    ['noGroups', false, false, false],
  ] as const)('%s: admin %s, staff %s, reviewer %s', (name, admin, staff, reviewer) => {
    const user = PERSONAS[name]
    expect(isAdmin(user)).toBe(admin)
    expect(isStaff(user)).toBe(staff)
    expect(hasGroup(user, 'Exercise_Reviewer')).toBe(reviewer)
  })

  it.each([isAdmin, isStaff])('%o is false for nobody', (check) => {
    expect(check(null)).toBe(false)
  })
})

describe('canSeeStatistics / canSeeRanking', () => {
  const both: AccessUser = { ...PERSONAS.admin, groups: ['Admin', 'Assistant'] }
  it.each([
    ['student', PERSONAS.student, true, false, true],
    ['parent', PERSONAS.parent, false, false, true],
    ['admin', PERSONAS.admin, true, true, true],
    ['assistant', PERSONAS.assistant, true, true, true],
    ['admin and assistant', both, true, true, true],
  ] as const)('%s', (_, user, statistics, rankingBefore, rankingFrom) => {
    expect(canSeeStatistics(user)).toBe(statistics)
    expect(canSeeRanking(user, BEFORE_RANKING)).toBe(rankingBefore)
    expect(canSeeRanking(user, RANKING_VISIBLE_FROM)).toBe(rankingFrom)
  })
})

describe('canJoinCommunity', () => {
  // The API's rule for GET /api/community: any group (decision 0145).
  it.each([
    ['student', true],
    ['mini', true],
    ['parent', true],
    ['admin', true],
    ['reviewer', true],
    ['noGroups', false],
  ] as const)('%s: %s', (name, member) => {
    expect(canJoinCommunity(PERSONAS[name])).toBe(member)
  })

  it('a platform sign-up, a parent account or pro without a course is not a member', () => {
    const withoutCourse: AccessUser[] = [
      { ...PERSONAS.noGroups, newFlow: true },
      { ...PERSONAS.noGroups, isParent: true },
      { ...PERSONAS.noGroups, saasSubscription: { isActive: true } },
    ]
    for (const user of withoutCourse) expect(canJoinCommunity(user)).toBe(false)
  })
})
