import { z } from 'zod'
import { FEATURE_KEYS, type FeatureKey } from '../constants'
import { IsoDateTimeSchema } from '../common.schemas'
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_LIMITS,
  EXERCISE_PROGRESS_FILTERS,
  EXERCISE_TOPIC_IDS,
} from '../exercises/exercises.constants'
import { LIMITS } from '../limits'
import { NicknameSchema } from '../progress/nickname.schemas'
import { DominationPlanSettingsSchema, LearningPlannerSettingsSchema } from './planner-settings'
import { EducationalProfileSchema } from './quiz.schemas'
import { SubjectIdSchema } from './subjects'

export * from './planner-settings'
export * from './quiz.schemas'
export * from './subjects'

/** Groups carried by the identity token (SPEC §6). */
export const GROUPS = [
  'Admin',
  'Assistant',
  'Exercise_Reviewer',
  'Effective_Action_Course_Subscriber',
  'Effective_Action_Mini_Course_Subscriber',
  'Understanding_Teenager_Course_Subscriber',
] as const
export const GroupSchema = z.enum(GROUPS)
export type Group = z.infer<typeof GroupSchema>

/** Per-user feature flags that gate tools (SPEC §6). */
export const FeaturesSchema = z.object({
  planner: z.boolean(),
  dominationPlan: z.boolean(),
  flashcards: z.boolean(),
  tasks: z.boolean(),
})
export type Features = z.infer<typeof FeaturesSchema>
export const FeatureKeySchema = z.enum(FEATURE_KEYS)
export { FEATURE_KEYS, type FeatureKey }
// The flags' object and the zod-free key list name the same features (checked when compiling).
const SAME_FEATURES: [keyof Features] extends [FeatureKey]
  ? [FeatureKey] extends [keyof Features]
    ? true
    : never
  : never = true
void SAME_FEATURES

/** Onboarding dialogs; seen ones are recorded per account (POST /api/saas/user/notification). */
export const NOTIFICATION_TYPES = [
  'START_HERE_MODAL',
  'CONFIGURATION_SUCCESSFUL',
  'LEARNING_PLANNER_TUTORIAL',
  'CHAT_TUTORIAL',
  'FLASHCARDS_TUTORIAL',
  'DOMINATION_PLAN_TUTORIAL',
] as const
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES)
export type NotificationType = z.infer<typeof NotificationTypeSchema>
export const NotificationSchema = z.object({ type: NotificationTypeSchema }).strict()

export const ChildSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })

/** GET /api/saas/user/whoami (SPEC §3). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: IsoDateTimeSchema,
  groups: z.array(GroupSchema),
  idToken: z.string(),
  settings: z.object({ general: z.object({ imageUrl: z.string().nullable() }) }),
  isParent: z.boolean(),
  newFlow: z.boolean(),
  emailVerified: z.boolean(),
  hasSolvedInitialQuiz: z.boolean(),
  intercomToken: z.string().nullable(),
  saasSubscription: z.object({ isActive: z.boolean() }),
  /** From an active subscription or unexpired admin grants (decision 0117). */
  features: FeaturesSchema,
  children: z.array(ChildSchema),
  /** The onboarding dialogs this account has closed, on every device (decision 0116). */
  seenNotifications: z.array(NotificationTypeSchema),
})
export type User = z.infer<typeof UserSchema>

export const GeneralSettingsSchema = z
  .object({
    imageUrl: z.string().max(2_000).nullable(),
    displayName: z.string().trim().min(2).max(LIMITS.nameMax),
    emailNotifications: z.boolean(),
    /** A parent's Sunday digest e-mail; sent only with `emailNotifications` on too (decision 0198). */
    parentDigest: z.boolean(),
    /** The ranking's name (decision 0195); null: others see 'Kuba N.'. */
    nickname: NicknameSchema.nullable(),
    /** 'Pokazuj mnie w rankingu', on by default. */
    showInRanking: z.boolean(),
  })
  .strict()

/** The tasks tool's settings ('Ustawienia zadań', issue 29): the first visit's filters too. */
export const ExerciseSettingsSchema = z
  .object({
    difficulty: z.enum(EXERCISE_DIFFICULTIES),
    dailyGoal: z.number().int().min(1).max(50),
    subjects: z.array(SubjectIdSchema).max(EXERCISE_LIMITS.filterSubjectsMax),
    level: z.enum(EXERCISE_LEVELS),
    /** After a wrong attempt the next hint opens by itself. */
    showHintsAutomatically: z.boolean(),
  })
  .strict()
export type ExerciseSettings = z.infer<typeof ExerciseSettingsSchema>

/** POST /api/user/exercise-filters: the filters of the tasks list. */
export const ExerciseFiltersSchema = z
  .object({
    subjects: z.array(SubjectIdSchema).max(EXERCISE_LIMITS.filterSubjectsMax),
    levels: z.array(z.enum(EXERCISE_LEVELS)).max(EXERCISE_LEVELS.length),
    topics: z
      .array(z.string().refine((id) => EXERCISE_TOPIC_IDS.includes(id), 'Nieznany temat.'))
      .max(EXERCISE_LIMITS.filterTopicsMax),
    difficulty: z.array(z.enum(EXERCISE_DIFFICULTIES)).max(3),
    status: z.enum(EXERCISE_PROGRESS_FILTERS),
  })
  .strict()
export type ExerciseFilters = z.infer<typeof ExerciseFiltersSchema>

/** GET /api/saas/user/settings: one section per settings page. */
export const SettingsSchema = z.object({
  general: GeneralSettingsSchema,
  educationalProfile: EducationalProfileSchema,
  dominationPlan: DominationPlanSettingsSchema,
  learningPlanner: LearningPlannerSettingsSchema,
  exerciseSettings: ExerciseSettingsSchema,
  /** The tasks list's last filters (POST /api/user/exercise-filters); null before the first. */
  exerciseFilters: ExerciseFiltersSchema.nullable(),
})
export type Settings = z.infer<typeof SettingsSchema>

/** PUT /api/saas/user/settings: a (partial) settings object, or type EXERCISE with exerciseSettings (SPEC §7). */
export const SettingsUpdateSchema = z.union([
  z.object({ type: z.literal('EXERCISE'), exerciseSettings: ExerciseSettingsSchema }).strict(),
  z
    .object({
      general: GeneralSettingsSchema.partial().strict().optional(),
      educationalProfile: EducationalProfileSchema.partial().strict().optional(),
      dominationPlan: DominationPlanSettingsSchema.partial().strict().optional(),
      learningPlanner: LearningPlannerSettingsSchema.partial().strict().optional(),
    })
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'Brak ustawień do zapisania'),
])
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>
