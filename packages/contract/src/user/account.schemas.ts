import { z } from 'zod'
import { ActivityEventSchema } from '../activity/activity.schemas'
import { OrderSchema } from '../commerce/commerce.schemas'
import { IsoDateTimeSchema } from '../common.schemas'
import { CourseKeySchema, EpisodeProgressSchema } from '../courses/courses.schemas'
import {
  CourseFeedbackSchema,
  EndCourseFeedbackSchema,
  FeedbackSchema,
} from '../feedback/feedback.schemas'
import { ChatConversationSchema, ChatMessageSchema } from '../chat/chat.schemas'
import {
  AttemptSchema,
  ExerciseHistoryEntrySchema,
  ExerciseIdSchema,
  ExerciseImageSchema,
  ExerciseSourceSchema,
  ExerciseStatusSchema,
} from '../exercises/exercises.schemas'
import { DeckSettingsSchema, FlashcardSchema } from '../flashcards/flashcards.schemas'
import { CheckInSchema, DominationPlanSchema } from '../domination-plan/domination-plan.schemas'
import { LIMITS } from '../limits'
import { NewsletterListSchema } from '../newsletter/newsletter.schemas'
import { ParentLinkStatusSchema } from '../parent/parent.schemas'
import { PlanSchema } from '../planner/planner.schemas'
import {
  ChildSchema,
  ExerciseFiltersSchema,
  FeatureKeySchema,
  FeaturesSchema,
  GroupSchema,
  NotificationTypeSchema,
  QuizAnswersSchema,
  SettingsSchema,
} from './user.schemas'

/** The account's own data: avatar upload, export, deletion and feature grants (decision 0117). */

export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number]
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_UPLOAD_TTL_SECONDS = 5 * 60
/** The side of the square the browser scales a picture to before uploading it. */
export const AVATAR_SIDE_PX = 512
/** What a social sign-in account types to confirm its deletion. */
export const DELETE_CONFIRMATION_WORD = 'USUŃ'

/** Texts the browser shows before asking and the API answers alike. */
export const ACCOUNT_TEXT = {
  avatarType: 'Dozwolone formaty zdjęcia: JPEG, PNG, WebP.',
  avatarTooLarge: 'Zdjęcie może mieć najwyżej 2 MB.',
  badImageUrl: 'Nieprawidłowy adres zdjęcia.',
  wrongPassword: 'Nieprawidłowe hasło.',
  typeDeleteWord: `Aby usunąć konto, wpisz ${DELETE_CONFIRMATION_WORD}.`,
  passwordNeeded: 'Podaj hasło, aby usunąć konto.',
} as const

/** POST /api/saas/user/avatar-upload-url: the picture the browser is about to send. */
export const AvatarUploadRequestSchema = z
  .object({
    contentType: z.enum(AVATAR_CONTENT_TYPES, {
      errorMap: () => ({ message: ACCOUNT_TEXT.avatarType }),
    }),
    /** Bytes; over AVATAR_MAX_BYTES is 413. */
    size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .strict()
export type AvatarUploadRequest = z.infer<typeof AvatarUploadRequestSchema>

/** A signed, single-picture upload: PUT the bytes to `uploadUrl` with `headers`, then save `imageUrl`. */
export const AvatarUploadSchema = z.object({
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  expiresAt: IsoDateTimeSchema,
})
export type AvatarUpload = z.infer<typeof AvatarUploadSchema>

/** POST /api/saas/user/delete-account: the password, or the word for a social sign-in account. */
export const DeleteAccountSchema = z.union([
  z.object({ password: z.string().min(1).max(LIMITS.passwordMax) }).strict(),
  z.object({ confirmation: z.string().max(40) }).strict(),
])
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

/** One tool opened by an admin, until `expiresAt` or for good (null). */
export const FeatureGrantSchema = z.object({
  feature: FeatureKeySchema,
  grantedAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema.nullable(),
})
export type FeatureGrant = z.infer<typeof FeatureGrantSchema>

/** PUT /api/admin/users/{userId}/features: open (until `expiresAt`) or close one tool. */
export const FeatureGrantUpdateSchema = z
  .object({
    feature: FeatureKeySchema,
    granted: z.boolean(),
    expiresAt: IsoDateTimeSchema.optional(),
  })
  .strict()
  .refine((v) => v.granted || v.expiresAt === undefined, {
    message: 'Datę wygaśnięcia podaje się tylko przy nadaniu dostępu',
    path: ['expiresAt'],
  })
export type FeatureGrantUpdate = z.infer<typeof FeatureGrantUpdateSchema>

export const UserFeaturesSchema = z.object({
  userId: z.string(),
  subscriptionActive: z.boolean(),
  grants: z.array(FeatureGrantSchema),
  /** What whoami answers: everything with a subscription, else the unexpired grants. */
  features: FeaturesSchema,
})
export type UserFeatures = z.infer<typeof UserFeaturesSchema>

const stored = { id: z.string(), createdAt: IsoDateTimeSchema }
const familyLink = {
  status: ParentLinkStatusSchema,
  requestedAt: IsoDateTimeSchema,
  consentedAt: IsoDateTimeSchema.nullable(),
}

/**
 * GET /api/saas/user/export: everything held about the caller but the password, one section per
 * area; each tool adds its own.
 */
export const AccountExportSchema = z.object({
  exportedAt: IsoDateTimeSchema,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    createdAt: IsoDateTimeSchema,
    groups: z.array(GroupSchema),
    signInMethod: z.enum(['PASSWORD', 'SOCIAL']),
    promoCode: z.string(),
    isParent: z.boolean(),
    newFlow: z.boolean(),
    emailVerified: z.boolean(),
    subscriptionActive: z.boolean(),
  }),
  settings: SettingsSchema.omit({ exerciseFilters: true }),
  initialQuiz: z.object({ hasSolvedInitialQuiz: z.boolean(), answers: QuizAnswersSchema }),
  seenNotifications: z.array(NotificationTypeSchema),
  features: z.object({ grants: z.array(FeatureGrantSchema), effective: FeaturesSchema }),
  /** The parent panel's requests (decision 0196): a parent's to each child, a child's from each parent. */
  family: z.object({
    children: z.array(ChildSchema.extend(familyLink)),
    parents: z.array(z.object({ id: z.string(), name: z.string(), ...familyLink })),
  }),
  exerciseFilters: ExerciseFiltersSchema.nullable(),
  courses: z.array(
    z.object({
      course: CourseKeySchema,
      weeksStarted: z.array(
        z.object({ weekIndex: z.number().int(), startedAt: IsoDateTimeSchema }),
      ),
      episodes: z.array(EpisodeProgressSchema.extend({ episodeId: z.string() })),
    }),
  ),
  community: z.object({
    introMeeting: z.object({ startsAt: IsoDateTimeSchema, bookedAt: IsoDateTimeSchema }).nullable(),
  }),
  feedback: z.array(
    z.discriminatedUnion('kind', [
      FeedbackSchema.extend({ ...stored, kind: z.literal('GENERAL') }),
      CourseFeedbackSchema.extend({ ...stored, kind: z.literal('COURSE') }),
      EndCourseFeedbackSchema.extend({ ...stored, kind: z.literal('END_COURSE') }),
    ]),
  ),
  newsletter: z.array(
    z.object({
      list: NewsletterListSchema,
      status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
      createdAt: IsoDateTimeSchema,
      confirmedAt: IsoDateTimeSchema.nullable(),
      cancelledAt: IsoDateTimeSchema.nullable(),
    }),
  ),
  /** The activity log, oldest first. */
  activity: z.array(ActivityEventSchema),
  /** Orders with their invoice details (the payment itself stays with the provider). */
  orders: z.array(OrderSchema),
  /** Flashcard decks with their cards, deleted ones too (restorable); grades are in `activity`. */
  flashcards: z.object({
    decks: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        settings: DeckSettingsSchema,
        createdAt: IsoDateTimeSchema,
        deletedAt: IsoDateTimeSchema.nullable(),
        cardCount: z.number().int().nonnegative(),
        cards: z.array(
          FlashcardSchema.omit({ deckId: true }).extend({
            deletedAt: IsoDateTimeSchema.nullable(),
          }),
        ),
      }),
    ),
  }),
  /** The chat's conversations, oldest first, each with its messages, oldest first. */
  chat: z.object({
    conversations: z.array(ChatConversationSchema.extend({ messages: z.array(ChatMessageSchema) })),
  }),
  /** The learning planner's plans with their blocks, archived ones too; feeds without their token. */
  planner: z.object({
    plans: z.array(PlanSchema),
    feeds: z.array(z.object({ planId: z.string(), createdAt: IsoDateTimeSchema })),
  }),
  /** The domination plan (version 0 before the first save) and its check-ins, latest week first. */
  dominationPlan: z.object({ plan: DominationPlanSchema, checkIns: z.array(CheckInSchema) }),
  /**
   * The tasks tool: the caller's own exercises with their source (key included), history and
   * deleted ones too, oldest first; their answers to any exercise, hints and revealed solutions.
   */
  exercises: z.object({
    own: z.array(
      z.object({
        id: ExerciseIdSchema,
        status: ExerciseStatusSchema,
        version: z.number().int().nonnegative(),
        source: ExerciseSourceSchema,
        images: z.array(ExerciseImageSchema),
        reviewComment: z.string().nullable(),
        history: z.array(ExerciseHistoryEntrySchema),
        createdAt: IsoDateTimeSchema,
        updatedAt: IsoDateTimeSchema,
        submittedAt: IsoDateTimeSchema.nullable(),
        deletedAt: IsoDateTimeSchema.nullable(),
      }),
    ),
    progress: z.array(
      z.object({
        exerciseId: ExerciseIdSchema,
        attempts: z.array(AttemptSchema),
        hintsRevealed: z.number().int().nonnegative(),
        solutionRevealed: z.boolean(),
        solvedAt: IsoDateTimeSchema.nullable(),
      }),
    ),
  }),
})
export type AccountExport = z.infer<typeof AccountExportSchema>
