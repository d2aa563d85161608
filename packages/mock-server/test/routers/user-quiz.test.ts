import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { QuizStateSchema } from '@app/contract/user'
import { PARENT_ONLY_CHILD_QUESTIONS } from '@app/domain/user/initial-quiz'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock } from '../helper'
import { signUp } from '../sign-up'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const PROGRESS = '/api/saas/user/quiz-progress'
const FINISH = '/api/saas/user/initial_quiz'
const FINISHED = 'Quiz startowy jest już zakończony. Zmień odpowiedzi w ustawieniach.'
const ANSWERS = {
  schoolType: 'LICEUM',
  grade: 2,
  subjects: ['matematyka', 'fizyka'],
  goals: ['EXAM', 'HABITS'],
  chronotype: 'unknown',
  weeklyStudyHours: 8,
  biggestChallenge: 'Matura z fizyki',
} as const

const student = async (email = 'quiz@example.com') => {
  const account = await signUp(app, email)
  const save = (field: string, value: unknown, userId = account.userId) =>
    account.as('POST', PROGRESS, { userId, field, value })
  return { ...account, save }
}

describe('quiz progress', () => {
  it('resumes at the first unanswered question, from any sign-in', async () => {
    const { save, as, userId } = await student()
    const first = await as('GET', PROGRESS)
    expect(first.json()).toEqual({
      hasSolvedInitialQuiz: false,
      answers: {},
      nextField: 'schoolType',
    })
    for (const field of ['schoolType', 'grade', 'subjects'] as const) {
      const res = await save(field, ANSWERS[field])
      expect(res.statusCode).toBe(200)
    }
    // Another device: a new sign-in of the same account.
    const other = await call(app, 'quiz@example.com', { method: 'GET', url: PROGRESS })
    expect(QuizStateSchema.parse(other.json())).toEqual({
      hasSolvedInitialQuiz: false,
      answers: { schoolType: 'LICEUM', grade: 2, subjects: ['matematyka', 'fizyka'] },
      nextField: 'goals',
    })
    expect(app.store.users.byId(userId)?.quizProgress.grade).toBe(2)
  })

  it('asks for the grade again when another school type does not have it', async () => {
    const { save } = await student()
    await save('schoolType', 'PODSTAWOWA')
    await save('grade', 7)
    const res = await save('schoolType', 'LICEUM')
    expect(res.json()).toMatchObject({ answers: { schoolType: 'LICEUM' }, nextField: 'grade' })
  })

  it.each([
    [
      'an unknown field',
      'shoeSize',
      42,
      'Nieprawidłowe dane: field — Dozwolone wartości: schoolType, grade, subjects, goals, chronotype, weeklyStudyHours, biggestChallenge',
    ],
    [
      'a wrong type',
      'grade',
      'trzecia',
      'Nieprawidłowe dane: value — Wybierz klasę: liczbę od 1 do 8.',
    ],
    [
      'GIMNAZJUM',
      'schoolType',
      'GIMNAZJUM',
      'Nieprawidłowe dane: value — Wybierz typ szkoły z listy.',
    ],
    [
      'no goals',
      'goals',
      [],
      'Nieprawidłowe dane: value — Wybierz od 1 do 3 celów z listy, każdy raz.',
    ],
    [
      '4 goals',
      'goals',
      ['GRADES', 'EXAM', 'HABITS', 'TIME'],
      'Nieprawidłowe dane: value — Wybierz od 1 do 3 celów z listy, każdy raz.',
    ],
    [
      'an unknown subject',
      'subjects',
      ['alchemia'],
      'Nieprawidłowe dane: value.0 — Wybierz od 1 do 10 przedmiotów z listy, każdy raz.',
    ],
    [
      '21 hours',
      'weeklyStudyHours',
      21,
      'Nieprawidłowe dane: value — Podaj liczbę godzin nauki w tygodniu: od 1 do 20.',
    ],
    [
      '501 characters',
      'biggestChallenge',
      'a'.repeat(501),
      'Nieprawidłowe dane: value — Opisz największe wyzwanie tekstem do 500 znaków.',
    ],
    [
      'a chronotype that is no type',
      'chronotype',
      'sowa',
      'Nieprawidłowe dane: value — Wybierz chronotyp z listy albo „Nie wiem”.',
    ],
  ])('answers %s with 400 naming it and stores nothing', async (_name, field, value, message) => {
    const { save, userId } = await student()
    await save('schoolType', 'LICEUM')
    const res = await save(field, value)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(app.store.users.byId(userId)?.quizProgress).toEqual({ schoolType: 'LICEUM' })
  })

  it('grade 6 in a liceum: 400 "W liceum wybierz klasę od 1 do 4."', async () => {
    const { save, userId } = await student()
    await save('schoolType', 'LICEUM')
    const res = await save('grade', 6)
    expect(res.json()).toEqual({ message: 'W liceum wybierz klasę od 1 do 4.', httpsStatus: 400 })
    expect(app.store.users.byId(userId)?.quizProgress).toEqual({ schoolType: 'LICEUM' })
  })

  it("answers 403 to another user's id and stores nothing for either", async () => {
    const { save, userId } = await student()
    const res = await save('grade', 3, PERSONA_IDS.brak)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Możesz zapisywać tylko własne odpowiedzi.')
    expect(app.store.users.byId(userId)?.quizProgress).toEqual({})
    expect(app.store.users.byId(PERSONA_IDS.brak)?.quizProgress).toEqual({})
  })

  it('answers 401 to PUBLIC before looking at the body', async () => {
    const res = await call(app, null, { method: 'POST', url: PROGRESS, payload: { field: 'x' } })
    expect(res.statusCode).toBe(401)
  })
})

describe('finishing the quiz', () => {
  it('fills the profile, then refuses progress with 409 and answers a second finish with the stored state', async () => {
    await setClock(app, '2025-11-10T10:00:00.000Z')
    const { save, as, userId } = await student()
    await save('schoolType', 'LICEUM')
    const { biggestChallenge: _, ...required } = ANSWERS
    const done = await as('POST', FINISH, { ...required, grade: 3 })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({
      hasSolvedInitialQuiz: true,
      answers: { ...required, grade: 3 },
      nextField: null,
    })
    const settings = await as('GET', '/api/saas/user/settings')
    expect(settings.json().educationalProfile).toEqual({
      ...required,
      grade: 3,
      biggestChallenge: '',
    })
    expect((await as('GET', '/api/saas/user/whoami')).json().hasSolvedInitialQuiz).toBe(true)

    const late = await save('grade', 1)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: FINISHED, httpsStatus: 409 })
    const again = await as('POST', FINISH, { ...ANSWERS, grade: 1 })
    expect(again.json()).toEqual(done.json())
    expect(app.store.users.byId(userId)?.settings.educationalProfile.grade).toBe(3)
    // The activity log got one quiz_completed, at the mock's time; finishing again adds none.
    const events = app.store.activity.forUser(userId)
    expect(events.map((e) => [e.type, e.payload])).toEqual([['quiz_completed', {}]])
    expect(events[0]!.occurredAt).toBe('2025-11-10T10:00:00.000Z')
  })

  it.each([
    [
      'without a chronotype',
      { ...ANSWERS, chronotype: undefined },
      'Wybierz chronotyp z listy albo „Nie wiem”.',
    ],
    ['with grade 5 in a liceum', { ...ANSWERS, grade: 5 }, 'W liceum wybierz klasę od 1 do 4.'],
  ])('answers 400 %s and finishes nothing', async (_name, payload, message) => {
    const { as, userId } = await student()
    const res = await as('POST', FINISH, JSON.parse(JSON.stringify(payload)))
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(app.store.users.byId(userId)?.hasSolvedInitialQuiz).toBe(false)
  })

  it('a parent answers the four questions about the child, and no other', async () => {
    const parent = await signUp(app, 'rodzic.quiz@example.com', true)
    const save = (field: string, value: unknown) =>
      parent.as('POST', PROGRESS, { userId: parent.userId, field, value })
    const refused = await save('chronotype', 'unknown')
    expect(refused.json()).toEqual({ message: PARENT_ONLY_CHILD_QUESTIONS, httpsStatus: 400 })
    for (const field of ['schoolType', 'grade', 'subjects'] as const)
      await save(field, ANSWERS[field])
    const last = await save('goals', ['GRADES'])
    expect(last.json().nextField).toBeNull()
    const done = await parent.as('POST', FINISH, {
      schoolType: 'LICEUM',
      grade: 2,
      subjects: ['matematyka', 'fizyka'],
      goals: ['GRADES'],
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().hasSolvedInitialQuiz).toBe(true)
  })
})
