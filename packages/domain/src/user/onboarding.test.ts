import { describe, expect, it } from 'vitest'
import type { NotificationType, QuizAnswers } from '@app/contract/user'
import {
  configurationSummary,
  nextNotification,
  startHereSteps,
  type OnboardingInput,
  type OnboardingPage,
  type OnboardingStep,
} from './onboarding'
import { PERSONAS } from '../shared/test-personas'

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

describe('startHereSteps', () => {
  /** A step as a reader sees it: its text, a link as [label → path]. */
  const read = (step: OnboardingStep | undefined) =>
    (step?.body ?? [])
      .map((part) => (typeof part === 'string' ? part : `[${part.label} → ${part.to}]`))
      .join('')
  const freeAccount = { ...PERSONAS.noGroups, newFlow: true }

  it('three steps: Program, Narzędzia, Ustawienia', () => {
    for (const user of [PERSONAS.student, PERSONAS.parent, freeAccount]) {
      expect(startHereSteps(user).map((step) => step.title)).toEqual([
        'Program',
        'Narzędzia',
        'Ustawienia',
      ])
    }
  })

  // Decision 0145: an account without courses or tools is not told about ones it does not have.
  it('an account without courses is offered one instead of being sent to its courses', () => {
    const [program] = startHereSteps(freeAccount)
    expect(read(program)).not.toContain('Twoje kursy')
    expect(read(program)).toContain('Nie masz jeszcze żadnego kursu.')
    expect(read(program)).toContain(
      '[Poznaj Kurs Efektywnego Działania → /oferta/kurs-efektywnego-dzialania]',
    )
    const [parentProgram] = startHereSteps({ ...freeAccount, isParent: true })
    expect(read(parentProgram)).toContain(
      '[Poznaj kurs Zrozumieć Nastolatka → /oferta/zrozumiec-nastolatka]',
    )
  })

  it('an account without tools finds the chat and hears what Pro opens', () => {
    expect(read(startHereSteps(freeAccount)[1])).toBe(
      'Czat znajdziesz w menu Narzędzia. Planer nauki, plan dominacji, fiszki i zadania są w pakiecie Pro. Na stronie każdego z nich zobaczysz, co daje. [Poznaj pakiet Pro → /produkt/pro]',
    )
  })

  it('names the tools the account has and where they are', () => {
    expect(read(startHereSteps(PERSONAS.student)[1])).toBe(
      'Czat, planer nauki, plan dominacji, fiszki i zadania znajdziesz w menu Narzędzia.',
    )
    expect(read(startHereSteps(PERSONAS.plannerOnly)[1])).toBe(
      'Czat i planer nauki znajdziesz w menu Narzędzia. Pozostałe odblokujesz w pakiecie Pro: na stronie każdego z nich zobaczysz, co daje.',
    )
    // Decision 0181: a reviewer has the tasks tool without its flag.
    expect(read(startHereSteps(PERSONAS.reviewer)[1])).toContain(
      'Czat i zadania znajdziesz w menu Narzędzia.',
    )
  })

  it('a course account finds its course; only the full course opens week by week', () => {
    const ked = read(startHereSteps(PERSONAS.student)[0])
    expect(ked).toContain('Twój kurs znajdziesz na stronie Dziś i w menu Program.')
    expect(ked).toContain('Nowe lekcje odblokowują się co tydzień')
    expect(read(startHereSteps(PERSONAS.mini)[0])).not.toContain('co tydzień')
    const both = {
      ...PERSONAS.student,
      groups: [...PERSONAS.student.groups, ...PERSONAS.mini.groups],
    }
    expect(read(startHereSteps(both)[0])).toContain(
      'Twoje kursy znajdziesz na stronie Dziś i w menu Program. Nowe lekcje Kursu Efektywnego Działania',
    )
  })

  // Issue 30: /produkt is 'Dziś' for platform users; the others' courses stay in My products.
  it('names the page /produkt is for the account: Dziś or My products', () => {
    expect(read(startHereSteps(PERSONAS.mini)[0])).toContain(
      'Twój kurs znajdziesz w Moich produktach i w menu Program.',
    )
    expect(read(startHereSteps(PERSONAS.pro)[0])).toContain(
      'Twój kurs znajdziesz na stronie Dziś i w menu Program.',
    )
    expect(read(startHereSteps(PERSONAS.parent)[0])).toContain('w Moich produktach')
  })

  it('a parent is shown the parent panel where it is: in My products', () => {
    expect(read(startHereSteps(PERSONAS.parent)[1])).toContain(
      'W Moich produktach znajdziesz panel rodzica',
    )
  })

  it('settings link to the settings page', () => {
    expect(read(startHereSteps(freeAccount)[2])).toBe(
      'W [ustawieniach → /ustawienia/ogolne] zmienisz nazwę wyświetlaną, zdjęcie profilowe, powiadomienia email i odpowiedzi z quizu.',
    )
  })
})
