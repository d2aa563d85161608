import { describe, expect, it } from 'vitest'
import type { NotificationType, QuizAnswers } from '@app/contract/user'
import {
  configurationSummary,
  nextNotification,
  type OnboardingInput,
  type OnboardingPage,
} from './onboarding'

const quizTaker = { isParent: false, newFlow: true, hasSolvedInitialQuiz: true }
const courseUser = { isParent: false, newFlow: false, hasSolvedInitialQuiz: true }
const parent = { isParent: true, newFlow: true, hasSolvedInitialQuiz: true }
const beforeQuiz = { isParent: false, newFlow: true, hasSolvedInitialQuiz: false }

type Row = [
  string,
  OnboardingInput['user'],
  NotificationType[],
  OnboardingPage,
  NotificationType | null,
]

const ROWS: Row[] = [
  ['after the quiz: configuration', quizTaker, [], 'product', 'CONFIGURATION_SUCCESSFUL'],
  [
    'a later view: start here',
    quizTaker,
    ['CONFIGURATION_SUCCESSFUL'],
    'product',
    'START_HERE_MODAL',
  ],
  [
    'both seen: nothing',
    quizTaker,
    ['CONFIGURATION_SUCCESSFUL', 'START_HERE_MODAL'],
    'product',
    null,
  ],
  [
    'a course account never took the quiz: start here',
    courseUser,
    [],
    'product',
    'START_HERE_MODAL',
  ],
  ['while the quiz is to be taken: nothing', beforeQuiz, [], 'product', null],
  ['a tool before the quiz: nothing', beforeQuiz, [], 'flashcards', null],
  ['first planner: its tutorial', quizTaker, [], 'learning-planner', 'LEARNING_PLANNER_TUTORIAL'],
  ['first chat: its tutorial', courseUser, [], 'chat', 'CHAT_TUTORIAL'],
  [
    'first flashcards: its tutorial',
    quizTaker,
    ['CHAT_TUTORIAL'],
    'flashcards',
    'FLASHCARDS_TUTORIAL',
  ],
  ['first plan: its tutorial', quizTaker, [], 'domination-plan', 'DOMINATION_PLAN_TUTORIAL'],
  ['a tool opened again: nothing', quizTaker, ['CHAT_TUTORIAL'], 'chat', null],
  ['a parent on a tool: never a tutorial', parent, [], 'chat', null],
  ['a parent after the quiz: configuration', parent, [], 'product', 'CONFIGURATION_SUCCESSFUL'],
  ['another page: nothing', quizTaker, [], 'other', null],
]

describe('nextNotification', () => {
  it.each(ROWS)('%s', (_name, user, seen, page, expected) => {
    expect(nextNotification({ user, seen, page, shownThisView: false })).toBe(expected)
  })

  it.each(ROWS.map(([name, user, seen, page]) => [name, user, seen, page] as const))(
    'at most one per view: %s',
    (_name, user, seen, page) => {
      expect(nextNotification({ user, seen, page, shownThisView: true })).toBeNull()
    },
  )

  it('shows configuration, then start here on the next view, then nothing', () => {
    const seen: NotificationType[] = []
    const view = () =>
      nextNotification({ user: quizTaker, seen, page: 'product', shownThisView: false })
    const first = view()
    expect(first).toBe('CONFIGURATION_SUCCESSFUL')
    expect(
      nextNotification({ user: quizTaker, seen, page: 'product', shownThisView: true }),
    ).toBeNull()
    seen.push(first!)
    const second = view()
    expect(second).toBe('START_HERE_MODAL')
    seen.push(second!)
    expect(view()).toBeNull()
  })
})

describe('configurationSummary', () => {
  const answers: QuizAnswers = {
    schoolType: 'LICEUM',
    grade: 2,
    subjects: ['matematyka', 'fizyka'],
    goals: ['GRADES', 'HABITS'],
    chronotype: 'moderately-evening',
    weeklyStudyHours: 6,
    biggestChallenge: 'Odkładam naukę.',
  }

  it('lists what the quiz set, in the quiz’s order', () => {
    expect(configurationSummary(answers, false)).toEqual([
      { term: 'Szkoła', detail: 'Liceum, 2. klasa' },
      { term: 'Przedmioty', detail: 'Matematyka, Fizyka' },
      { term: 'Cele', detail: 'Lepsze oceny, Stały nawyk nauki' },
      { term: 'Chronotyp', detail: 'Typ umiarkowanie wieczorny' },
      { term: 'Nauka poza lekcjami', detail: '6 godzin w tygodniu' },
    ])
  })

  it('a parent’s answers are about the child, four of them', () => {
    expect(configurationSummary(answers, true).map((line) => line.term)).toEqual([
      'Szkoła dziecka',
      'Przedmioty',
      'Cele',
    ])
  })

  it.each([
    [1, '1 godzina w tygodniu'],
    [3, '3 godziny w tygodniu'],
    [12, '12 godzin w tygodniu'],
    [22, '22 godziny w tygodniu'],
  ])('%i hours', (weeklyStudyHours, detail) => {
    expect(configurationSummary({ weeklyStudyHours }, false)).toEqual([
      { term: 'Nauka poza lekcjami', detail },
    ])
  })

  it('"Nie wiem" and studies read as answered', () => {
    expect(
      configurationSummary({ schoolType: 'STUDIA', grade: 1, chronotype: 'unknown' }, false),
    ).toEqual([
      { term: 'Szkoła', detail: 'Studia, 1. rok' },
      { term: 'Chronotyp', detail: 'Nie wiem' },
    ])
  })
})
