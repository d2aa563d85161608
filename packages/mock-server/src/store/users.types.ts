import type {
  ExerciseFilters,
  Group,
  NotificationType,
  QuizAnswers,
  Settings,
} from '@app/contract/user'

export interface UserRecord {
  id: string
  /** Always lower case. */
  email: string
  password: string
  name: string
  createdAt: string
  groups: Group[]
  promoCode: string
  /** The activation link (or sign-up) code the account was created with; '' when none. */
  confirmationCode: string
  isParent: boolean
  newFlow: boolean
  emailVerified: boolean
  hasSolvedInitialQuiz: boolean
  /** The settings pages' sections; the tasks list's filters are `exerciseFilters`. */
  settings: StoredSettings
  /** Answers of the initial quiz, field by field. */
  quizProgress: QuizAnswers
  seenNotifications: NotificationType[]
  exerciseFilters: ExerciseFilters | null
}

export type StoredSettings = Omit<Settings, 'exerciseFilters'>

export interface NewUser {
  email: string
  password: string
  name: string
  promoCode: string
  confirmationCode?: string
  createdAt: Date
  groups: Group[]
  isParent: boolean
  newFlow: boolean
  emailVerified: boolean
  hasSolvedInitialQuiz: boolean
}
