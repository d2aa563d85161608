import { describe, expect, it } from 'vitest'
import { ActivityEventSchema } from '@app/contract/activity'
import { NicknameSchema } from '@app/contract/progress'
import { isNicknameBlocked, nicknameKey } from '@app/domain/user/nickname'
import { buildLeague, leagueEvents, windowDays } from '../../src/store/seed/league'
import { LEAGUE_STUDENTS, leagueStudents } from '../../src/store/seed/league-students'
import { createStore } from '../../src/store'
import { personaList } from '../../src/store/seed/personas'

const POLISH_WORD = /^[A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]+$/

describe('the synthetic league', () => {
  const students = leagueStudents()

  it('has 300 students with Polish names, some nicknames, a few not shown', () => {
    expect(students).toHaveLength(LEAGUE_STUDENTS)
    expect(new Set(students.map((s) => s.id)).size).toBe(LEAGUE_STUDENTS)
    for (const { name } of students) {
      const [first, surname, ...rest] = name.split(' ')
      expect(rest).toEqual([])
      expect(first).toMatch(POLISH_WORD)
      expect(surname).toMatch(POLISH_WORD)
    }
    const nicknames = students.flatMap((s) => (s.nickname ? [s.nickname] : []))
    expect(nicknames.length / LEAGUE_STUDENTS).toBeGreaterThan(0.15)
    expect(nicknames.length / LEAGUE_STUDENTS).toBeLessThan(0.35)
    expect(new Set(nicknames.map(nicknameKey)).size).toBe(nicknames.length)
    for (const nickname of nicknames) {
      expect(NicknameSchema.parse(nickname)).toBe(nickname)
      expect(isNicknameBlocked(nickname)).toBe(false)
    }
    const hidden = students.filter((s) => !s.showInRanking).length
    expect(hidden).toBeGreaterThan(2)
    expect(hidden).toBeLessThan(25)
  })

  it('is the same every time for the same day and anchor', { timeout: 60_000 }, () => {
    const now = new Date('2025-10-23T10:00:00.000Z')
    const [a, b] = [buildLeague(now, 400), buildLeague(now, 400)]
    expect(a.weeks).toEqual(b.weeks)
    expect(a.members).toEqual(b.members)
    // 56 days back from Thursday 23.10 start on Thursday 28.08, in 2025-W35.
    expect([...a.weeks.keys()].sort()).toEqual([
      '2025-W35',
      '2025-W36',
      '2025-W37',
      '2025-W38',
      '2025-W39',
      '2025-W40',
      '2025-W41',
      '2025-W42',
      '2025-W43',
    ])
  })

  it('is made of events the contract takes', () => {
    const days = windowDays('2025-10-23')
    for (const student of students.slice(0, 20))
      for (const event of leagueEvents(student, days)) ActivityEventSchema.parse(event)
  })

  it('lays no study on the seed day or after it', () => {
    const days = windowDays('2025-10-23')
    const last = Math.max(
      ...students
        .slice(0, 50)
        .flatMap((s) => leagueEvents(s, days).map((e) => Date.parse(e.occurredAt))),
    )
    expect(last).toBeLessThan(Date.parse('2025-10-22T22:00:00.000Z'))
  })

  it('holds no account: nobody signs in as one and no persona list shows one', () => {
    const store = createStore(() => new Date('2025-10-23T10:00:00.000Z'))
    const ids = new Set(students.map((s) => s.id))
    expect(store.users.all().some((user) => ids.has(user.id))).toBe(false)
    expect(personaList().some((persona) => ids.has(persona.id))).toBe(false)
    const names = new Set(students.map((s) => s.name))
    expect(
      store.users.all().some((user) => names.has(user.name) && user.id.startsWith('league-')),
    ).toBe(false)
  })
})
