import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS, SEED_EXERCISE_FILTERS } from '../../src/store/seed/personas'
import { call, snapshot, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

const uczen = 'uczen@example.com'

const NONE: never[] = []
const WINDOWS = { MON: NONE, TUE: NONE, WED: NONE, THU: NONE, FRI: NONE, SAT: NONE, SUN: NONE }
const OVERLAPPING = [
  { start: '16:00', end: '18:00' },
  { start: '17:30', end: '19:00' },
] as const

const put = (as: string | null, payload: unknown) =>
  call(app, as, { method: 'PUT', url: '/api/saas/user/settings', payload: payload as object })

describe('settings', () => {
  it('gives the settings', async () => {
    const res = await call(app, uczen, { method: 'GET', url: '/api/saas/user/settings' })
    expect(res.statusCode).toBe(200)
    expect(res.json().general.displayName).toBe('Kuba Nowak')
    expect(res.json().educationalProfile.schoolType).toBe('LICEUM')
  })

  it('merges a partial update; the display name renames the account', async () => {
    const res = await put(uczen, {
      general: { displayName: 'Jakub Nowak' },
      learningPlanner: { sessionMinutes: 50 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().general).toEqual({
      imageUrl: null,
      displayName: 'Jakub Nowak',
      emailNotifications: true,
      nickname: null,
      showInRanking: true,
    })
    expect(res.json().learningPlanner).toMatchObject({ sessionMinutes: 50, breakMinutes: 5 })
    const whoami = await call(app, uczen, { method: 'GET', url: '/api/saas/user/whoami' })
    expect(whoami.json().name).toBe('Jakub Nowak')
  })

  it("gives the planner's and the domination plan's defaults; new windows replace the old", async () => {
    const res = await call(app, uczen, { method: 'GET', url: '/api/saas/user/settings' })
    expect(res.json().learningPlanner).toEqual({
      sessionMinutes: 25,
      breakMinutes: 5,
      longBreakMinutes: 15,
      longBreakEvery: 4,
      windows: {
        ...WINDOWS,
        ...Object.fromEntries(
          ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => [
            day,
            [{ start: '16:00', end: '18:00' }],
          ]),
        ),
      },
      dailyPlanEmail: false,
      reminderMinutesBefore: 10,
      sound: true,
    })
    expect(res.json().dominationPlan).toEqual({
      checkInWeekday: 'SUN',
      checkInTime: '18:00',
      yearStartMonth: 9,
      emailReminder: true,
    })
    const windows = { ...WINDOWS, SAT: [{ start: '10:00', end: '13:00' }] }
    const saved = await put(uczen, { learningPlanner: { windows } })
    expect(saved.json().learningPlanner).toMatchObject({ windows, sessionMinutes: 25 })
  })

  it('stores exercise settings with type EXERCISE', async () => {
    const exerciseSettings = {
      difficulty: 'HARD',
      dailyGoal: 10,
      subjects: ['fizyka'],
      level: 'MATURA_EXTENDED',
      showHintsAutomatically: false,
    }
    const res = await put(uczen, { type: 'EXERCISE', exerciseSettings })
    expect(res.json().exerciseSettings).toEqual(exerciseSettings)
    // The saved list filters come back beside the sections (uczen's seeded ones).
    expect(res.json().exerciseFilters).toEqual(SEED_EXERCISE_FILTERS.uczen)
    const read = await call(app, uczen, { method: 'GET', url: '/api/saas/user/settings' })
    expect(read.json()).toMatchObject({
      exerciseSettings,
      exerciseFilters: SEED_EXERCISE_FILTERS.uczen,
    })
  })

  it.each([
    [{}, 'Nieprawidłowe dane: treść żądania — Brak ustawień do zapisania'],
    [
      { general: { displayName: 'J' } },
      'Nieprawidłowe dane: general.displayName — Tekst musi mieć co najmniej 2 znaki',
    ],
    [
      { dominationPlan: { checkInWeekday: 'NIEDZIELA' } },
      'Nieprawidłowe dane: dominationPlan.checkInWeekday — Podsumowanie tygodnia wybierz na czwartek, piątek, sobotę albo niedzielę.',
    ],
    [
      {
        type: 'EXERCISE',
        exerciseSettings: {
          difficulty: 'HARD',
          dailyGoal: 0,
          subjects: [],
          level: 'PRIMARY',
          showHintsAutomatically: true,
        },
      },
      'Nieprawidłowe dane: exerciseSettings.dailyGoal — Wartość musi wynosić co najmniej 1',
    ],
    [{ theme: 'dark' }, 'Nieprawidłowe dane: theme — Nieznane pole'],
    [
      { learningPlanner: { windows: { ...WINDOWS, MON: [OVERLAPPING[0], OVERLAPPING[1]] } } },
      'Nieprawidłowe dane: learningPlanner.windows.MON — W poniedziałek dostępny czas przekracza 24 godziny.',
    ],
    [
      { learningPlanner: { sessionMinutes: 10 } },
      'Nieprawidłowe dane: learningPlanner.sessionMinutes — Sesja nauki może trwać od 15 do 90 minut.',
    ],
    [
      { learningPlanner: { dailyMinutes: 60 } },
      'Nieprawidłowe dane: learningPlanner.dailyMinutes — Nieznane pole',
    ],
  ])('answers 400 to a bad update and keeps the settings (%#)', async (payload, message) => {
    const before = snapshot(app)
    const res = await put(uczen, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })

  it('answers 401 to PUBLIC', async () => {
    expect(
      (await call(app, null, { method: 'GET', url: '/api/saas/user/settings' })).statusCode,
    ).toBe(401)
    expect((await put(null, { general: { emailNotifications: false } })).statusCode).toBe(401)
  })
})

describe('settings: general and profile', () => {
  it.each([
    [{ general: { displayName: '' } }, 'general.displayName — Tekst musi mieć co najmniej 2 znaki'],
    [
      { general: { displayName: '    ' } },
      'general.displayName — Tekst musi mieć co najmniej 2 znaki',
    ],
    [
      { general: { displayName: 'a'.repeat(81) } },
      'general.displayName — Tekst musi mieć najwyżej 80 znaków',
    ],
    [{ general: { theme: 'dark' } }, 'general.theme — Nieznane pole'],
    [{ educationalProfile: { shoeSize: 42 } }, 'educationalProfile.shoeSize — Nieznane pole'],
    [
      { educationalProfile: { goals: ['GRADES', 'EXAM', 'HABITS', 'TIME'] } },
      'educationalProfile.goals — Wybierz od 1 do 3 celów z listy, każdy raz.',
    ],
  ])('answers 400 naming the field (%j)', async (payload, message) => {
    const res = await put(uczen, payload)
    expect(res.json()).toEqual({ message: `Nieprawidłowe dane: ${message}`, httpsStatus: 400 })
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.name).toBe('Kuba Nowak')
  })

  it('refuses a grade the school type does not have, and takes one it has', async () => {
    const bad = await put(uczen, { educationalProfile: { grade: 6 } })
    expect(bad.json()).toEqual({ message: 'W liceum wybierz klasę od 1 do 4.', httpsStatus: 400 })
    const good = await put(uczen, {
      educationalProfile: { schoolType: 'PODSTAWOWA', grade: 6, subjects: ['przyroda'] },
    })
    expect(good.json().educationalProfile).toMatchObject({ schoolType: 'PODSTAWOWA', grade: 6 })
  })
})
