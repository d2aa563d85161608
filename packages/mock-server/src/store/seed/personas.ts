import type { Features, Group, Settings } from '@app/contract/user'
import type { UserRecord } from '../users'

/** Every demo persona logs in with this password (README, GET /__mock/personas). */
export const DEMO_PASSWORD = 'Demo123!'

const ALL_FEATURES: Features = {
  planner: true,
  dominationPlan: true,
  flashcards: true,
  tasks: true,
}
const NO_FEATURES: Features = {
  planner: false,
  dominationPlan: false,
  flashcards: false,
  tasks: false,
}

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

/** Settings of a fresh account; the display name starts as the account name. */
export function defaultSettings(name: string): Settings {
  return {
    general: { imageUrl: null, displayName: name, emailNotifications: true },
    educationalProfile: { schoolType: null, grade: null, subjects: [] },
    dominationPlan: { mainGoal: '', weeklyHours: 0 },
    learningPlanner: {
      studyDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      dailyMinutes: 60,
      startHour: 16,
    },
    exerciseSettings: { difficulty: 'MEDIUM', dailyGoal: 5, subjects: [] },
  }
}

interface PersonaSpec {
  key: keyof typeof PERSONA_IDS
  name: string
  /** Who this persona is, for the README and the persona picker. */
  description: string
  groups: Group[]
  createdAt: string
  features?: Features
  isParent?: boolean
  newFlow?: boolean
  emailVerified?: boolean
  hasSolvedInitialQuiz?: boolean
  subscriptionActive?: boolean
  children?: (keyof typeof PERSONA_IDS)[]
  settings?: Partial<Settings>
}

const PERSONAS: PersonaSpec[] = [
  {
    key: 'uczen',
    description: 'Kursant kursu efektywnego działania, wszystkie narzędzia włączone',
    name: 'Kuba Nowak',
    groups: ['Effective_Action_Course_Subscriber'],
    createdAt: '2025-09-01T08:00:00.000Z',
    features: ALL_FEATURES,
    settings: {
      educationalProfile: { schoolType: 'LICEUM', grade: 2, subjects: ['Matematyka', 'Biologia'] },
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
    description: 'Kursant z aktywną subskrypcją pro',
    name: 'Michał Wiśniewski',
    groups: ['Effective_Action_Course_Subscriber'],
    createdAt: '2025-09-05T12:00:00.000Z',
    features: ALL_FEATURES,
    subscriptionActive: true,
  },
  {
    key: 'nowy',
    description: 'Nowe konto platformy: email niezweryfikowany, quiz startowy rozwiązany',
    name: 'Ola Zielińska',
    groups: [],
    createdAt: '2025-10-20T09:45:00.000Z',
    newFlow: true,
    emailVerified: false,
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
    subscriptionActive: p.subscriptionActive ?? false,
    features: p.features ?? NO_FEATURES,
    childIds: (p.children ?? []).map((child) => PERSONA_IDS[child]),
    settings: { ...defaultSettings(p.name), ...p.settings },
    quizProgress: {},
    seenNotifications: [],
    exerciseFilters: null,
  }))
}

/** When uczen first started a video of KED weeks 0-2: weeks 0-3 are open, week 4 is locked. */
export const SEED_KED_WEEK_STARTS: Record<string, string[]> = {
  [PERSONA_IDS.uczen]: [
    '2025-10-01T16:00:00.000Z',
    '2025-10-08T16:30:00.000Z',
    '2025-10-15T17:00:00.000Z',
  ],
}
