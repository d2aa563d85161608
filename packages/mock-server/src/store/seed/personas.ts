import {
  DEFAULT_DOMINATION_PLAN_SETTINGS,
  DEFAULT_LEARNING_PLANNER_SETTINGS,
  type ExerciseFilters,
  type Group,
  type QuizAnswers,
} from '@app/contract/user'
import type { FeatureGrant } from '@app/contract/user/account'
import type { StoredSettings, UserRecord } from '../users.types'

/** Every demo persona logs in with this password (README, GET /__mock/personas). */
export const DEMO_PASSWORD = 'Demo123!'

/** Stable ids, so links, tests and the README can name them. */
export const PERSONA_IDS = {
  uczen: '00000000-0000-4000-8000-000000000001',
  mini: '00000000-0000-4000-8000-000000000002',
  rodzic: '00000000-0000-4000-8000-000000000003',
  pro: '00000000-0000-4000-8000-000000000004',
  nowy: '00000000-0000-4000-8000-000000000005',
  brak: '00000000-0000-4000-8000-000000000006',
  admin: '00000000-0000-4000-8000-000000000007',
  asystent: '00000000-0000-4000-8000-000000000008',
  recenzent: '00000000-0000-4000-8000-000000000009',
} as const

/** The tasks list's saved filters of the personas that have used it (issue 29). */
export const SEED_EXERCISE_FILTERS: Partial<Record<keyof typeof PERSONA_IDS, ExerciseFilters>> = {
  uczen: {
    subjects: ['matematyka'],
    levels: ['MATURA_BASIC'],
    topics: [],
    difficulty: [],
    status: 'TODO',
  },
}

/** Settings of a fresh account; the display name starts as the account name. */
export function defaultSettings(name: string): StoredSettings {
  return {
    general: {
      imageUrl: null,
      displayName: name,
      emailNotifications: true,
      nickname: null,
      showInRanking: true,
    },
    educationalProfile: {
      schoolType: null,
      grade: null,
      subjects: [],
      goals: [],
      chronotype: null,
      weeklyStudyHours: null,
      biggestChallenge: '',
    },
    // Copies: a stored user is frozen, the contract's defaults stay as they are.
    dominationPlan: structuredClone(DEFAULT_DOMINATION_PLAN_SETTINGS),
    learningPlanner: structuredClone(DEFAULT_LEARNING_PLANNER_SETTINGS),
    exerciseSettings: {
      difficulty: 'MEDIUM',
      dailyGoal: 5,
      subjects: [],
      level: 'MATURA_BASIC',
      showHintsAutomatically: true,
    },
  }
}

interface PersonaSpec {
  key: keyof typeof PERSONA_IDS
  name: string
  /** Who this persona is, for the README and the persona picker. */
  description: string
  groups: Group[]
  createdAt: string
  isParent?: boolean
  newFlow?: boolean
  emailVerified?: boolean
  hasSolvedInitialQuiz?: boolean
  children?: (keyof typeof PERSONA_IDS)[]
  /** The finished quiz: also the educational profile. */
  quiz?: Required<Omit<QuizAnswers, 'biggestChallenge'>> & Pick<QuizAnswers, 'biggestChallenge'>
  settings?: Partial<StoredSettings>
}

const PERSONAS: PersonaSpec[] = [
  {
    key: 'uczen',
    description:
      'Kursant kursu efektywnego działania, wszystkie narzędzia nadane przez administratora',
    name: 'Kuba Nowak',
    groups: ['Effective_Action_Course_Subscriber'],
    createdAt: '2025-09-01T08:00:00.000Z',
    quiz: {
      schoolType: 'LICEUM',
      grade: 2,
      subjects: ['matematyka', 'biologia'],
      goals: ['GRADES', 'HABITS'],
      chronotype: 'moderately-evening',
      weeklyStudyHours: 6,
      biggestChallenge: 'Odkładam naukę na ostatnią chwilę.',
    },
  },
  {
    key: 'mini',
    description: 'Kursant minikursu (podstawy efektywnego działania)',
    name: 'Zosia Kowalska',
    groups: ['Effective_Action_Mini_Course_Subscriber'],
    createdAt: '2025-09-03T10:30:00.000Z',
  },
  {
    key: 'rodzic',
    description: 'Rodzic z kursem „Zrozumieć nastolatka”, dziecko: uczen',
    name: 'Anna Nowak',
    groups: ['Understanding_Teenager_Course_Subscriber'],
    createdAt: '2025-09-02T18:15:00.000Z',
    isParent: true,
    children: ['uczen'],
  },
  {
    key: 'pro',
    description: 'Kursant z aktywną subskrypcją pro (wszystkie narzędzia)',
    name: 'Michał Wiśniewski',
    groups: ['Effective_Action_Course_Subscriber'],
    createdAt: '2025-09-05T12:00:00.000Z',
  },
  {
    key: 'nowy',
    description: 'Nowe konto platformy: email niezweryfikowany, quiz startowy rozwiązany',
    name: 'Ola Zielińska',
    groups: [],
    createdAt: '2025-10-20T09:45:00.000Z',
    newFlow: true,
    emailVerified: false,
    quiz: {
      schoolType: 'PODSTAWOWA',
      grade: 8,
      subjects: ['matematyka', 'jezyk-polski', 'jezyk-angielski'],
      goals: ['EXAM'],
      chronotype: 'unknown',
      weeklyStudyHours: 5,
    },
  },
  {
    key: 'brak',
    description: 'Konto bez żadnych grup',
    name: 'Piotr Lewandowski',
    groups: [],
    createdAt: '2025-09-10T07:20:00.000Z',
  },
  {
    key: 'admin',
    description: 'Administrator',
    name: 'Marta Wójcik',
    groups: ['Admin'],
    createdAt: '2025-08-01T08:00:00.000Z',
  },
  {
    key: 'asystent',
    description: 'Asystent (panel admina bez obszarów tylko dla administratora)',
    name: 'Tomasz Kamiński',
    groups: ['Assistant'],
    createdAt: '2025-08-02T08:00:00.000Z',
  },
  {
    key: 'recenzent',
    description: 'Recenzent zadań',
    name: 'Ewa Dąbrowska',
    groups: ['Exercise_Reviewer'],
    createdAt: '2025-08-03T08:00:00.000Z',
  },
]

/** The personas as GET /__mock/personas lists them. */
export const personaList = () =>
  PERSONAS.map((p) => ({
    id: PERSONA_IDS[p.key],
    email: `${p.key}@example.com`,
    name: p.name,
    description: p.description,
    groups: p.groups,
    password: DEMO_PASSWORD,
  }))

/** The demo personas of the README, all with the password `Demo123!`. */
export function seedPersonas(): UserRecord[] {
  return PERSONAS.map((p) => ({
    id: PERSONA_IDS[p.key],
    email: `${p.key}@example.com`,
    password: DEMO_PASSWORD,
    name: p.name,
    createdAt: p.createdAt,
    groups: p.groups,
    promoCode: '',
    confirmationCode: '',
    isParent: p.isParent ?? false,
    newFlow: p.newFlow ?? false,
    emailVerified: p.emailVerified ?? true,
    hasSolvedInitialQuiz: p.hasSolvedInitialQuiz ?? true,
    childIds: (p.children ?? []).map((child) => PERSONA_IDS[child]),
    settings: {
      ...defaultSettings(p.name),
      ...(p.quiz && {
        educationalProfile: { ...defaultSettings(p.name).educationalProfile, ...p.quiz },
      }),
      ...p.settings,
    },
    quizProgress: p.quiz ?? {},
    // Established accounts: they have been through the onboarding (the tools' tutorials are new).
    seenNotifications: ['CONFIGURATION_SUCCESSFUL', 'START_HERE_MODAL'],
    exerciseFilters: structuredClone(SEED_EXERCISE_FILTERS[p.key] ?? null),
  }))
}

/** Tools opened by an admin: uczen has all four this way (pro has them by subscription). */
export const SEED_FEATURE_GRANTS: (FeatureGrant & { userId: string })[] = (
  ['planner', 'dominationPlan', 'flashcards', 'tasks'] as const
).map((feature) => ({
  userId: PERSONA_IDS.uczen,
  feature,
  grantedAt: '2025-09-01T08:00:00.000Z',
  expiresAt: null,
}))

/** When uczen first started a video of KED weeks 0-2: weeks 0-3 are open, week 4 is locked. */
export const SEED_KED_WEEK_STARTS: Record<string, string[]> = {
  [PERSONA_IDS.uczen]: [
    '2025-10-01T16:00:00.000Z',
    '2025-10-08T16:30:00.000Z',
    '2025-10-15T17:00:00.000Z',
  ],
}
