import { z } from 'zod'
import { DateKeySchema, EmailSchema, IsoDateTimeSchema, UuidSchema } from '../common.schemas'
import { CourseKeySchema } from '../courses/courses.schemas'
import { WeekKeySchema } from '../domination-plan/week-key'
import { LIMITS } from '../limits'
import { PARENT_LINK_STATUSES } from './parent.constants'

export * from './parent.constants'
export { PARENT_NEVER_SEES, PARENT_SEES, PARENT_TEXT } from './parent.text'

/**
 * The parent panel (issue 30, decisions 0196–0198): a parent asks to see a child's progress, the
 * child agrees through an e-mailed link (PARENT_LINK) or in settings, and the parent then reads
 * the child's weeks. Every answer names only what the child agreed to show.
 */

export const ParentLinkStatusSchema = z.enum(PARENT_LINK_STATUSES)

const count = z.number().int().nonnegative()
/** A share from 0 to 1; null when there was nothing to divide by. */
const ratio = z.number().min(0).max(1).nullable()

/** POST /api/saas/parent/validate-child (SPEC §7: childEmail, childName). */
export const ChildValidationSchema = z
  .object({
    childEmail: EmailSchema,
    childName: z.string().trim().min(2, 'Podaj imię dziecka').max(LIMITS.nameMax),
  })
  .strict()
export type ChildValidation = z.infer<typeof ChildValidationSchema>

/** A child as the parent's side names it: the account's id and full name, never its e-mail. */
export const LinkedChildSchema = z.object({ id: z.string(), name: z.string() })
export type LinkedChild = z.infer<typeof LinkedChildSchema>

/** The request is made and the consent link e-mailed to the child. */
export const ChildValidationResultSchema = z.object({
  child: LinkedChildSchema,
  status: z.literal('PENDING'),
})
export type ChildValidationResult = z.infer<typeof ChildValidationResultSchema>

/** One row of GET /api/saas/parent/children: the latest request to each child. */
export const ParentChildSchema = z.object({
  childId: z.string(),
  name: z.string(),
  status: ParentLinkStatusSchema,
  requestedAt: IsoDateTimeSchema,
  consentedAt: IsoDateTimeSchema.nullable(),
  lastResentAt: IsoDateTimeSchema.nullable(),
  /** While PENDING: when the consent link stops working. */
  expiresAt: IsoDateTimeSchema.nullable(),
  /** While PENDING: when 'Wyślij ponownie' may be used (Warsaw midnight after the last sending). */
  resendAvailableAt: IsoDateTimeSchema.nullable(),
})
export type ParentChild = z.infer<typeof ParentChildSchema>
export const ParentChildrenSchema = z.array(ParentChildSchema)

/**
 * GET /api/saas/parent/requests/latest: the request whose status changed last (made, agreed,
 * refused or expired), for /produkt/panel-rodzica/sukces and /blad; null before the first.
 */
export const LatestRequestSchema = z.object({
  request: z
    .object({
      childId: z.string(),
      childName: z.string(),
      /** The first word of the account's name ('Kuba'); declining it is the page's business. */
      childFirstName: z.string(),
      status: ParentLinkStatusSchema,
      requestedAt: IsoDateTimeSchema,
      /** When it was agreed, refused or expired; null while PENDING. */
      answeredAt: IsoDateTimeSchema.nullable(),
    })
    .nullable(),
})
export type LatestRequest = z.infer<typeof LatestRequestSchema>

export const ChildSummaryQuerySchema = z
  .object({
    /** ISO week 'YYYY-Www' of Warsaw days; the current week when absent; a future one is 400. */
    week: WeekKeySchema.optional(),
  })
  .strict()

/**
 * GET /api/saas/parent/children/{childId}/summary: the child's week in numbers only. The objects
 * are strict: no note, chat text, answer or e-mail can ride along (decision 0196).
 */
export const ChildSummarySchema = z
  .object({
    child: LinkedChildSchema.strict(),
    week: z.string(),
    /** The week's Monday and Sunday (Warsaw days). */
    from: DateKeySchema,
    to: DateKeySchema,
    /** Seven days, Monday first. */
    days: z.array(z.object({ date: DateKeySchema, studySeconds: count }).strict()).length(7),
    studySeconds: count,
    /** Days in a row with study, as of now (decision 0114's active days). */
    streak: z.object({ current: count, longest: count }).strict(),
    /** The child's courses: watched videos and open weeks, now. */
    courses: z.array(
      z
        .object({
          course: CourseKeySchema,
          title: z.string(),
          watchedVideos: count,
          totalVideos: count,
          percent: z.number().int().min(0).max(100),
          openWeeks: count,
          totalWeeks: count,
        })
        .strict(),
    ),
    /** Null without the tool. `retention`: reviews not graded 'Again' / reviews. */
    flashcards: z.object({ reviewed: count, retention: ratio }).strict().nullable(),
    /** Null without the tool. `accuracy`: correct / graded attempts. */
    exercises: z.object({ solved: count, attempts: count, accuracy: ratio }).strict().nullable(),
    /** Null without the tool. `adherence`: done / planned blocks of the week already past. */
    planner: z
      .object({
        blocksDone: count,
        blocksPlanned: count,
        adherence: ratio,
        focusedMinutes: count,
      })
      .strict()
      .nullable(),
    /** How many messages the child sent to the chat that week: a count, never a text. */
    chat: z.object({ messages: count }).strict(),
  })
  .strict()
export type ChildSummary = z.infer<typeof ChildSummarySchema>

/** One row of GET /api/saas/user/parents: a parent waiting for consent or linked. */
export const ChildParentSchema = z.object({
  parentId: z.string(),
  name: z.string(),
  status: z.enum(['PENDING', 'ACTIVE']),
  requestedAt: IsoDateTimeSchema,
  consentedAt: IsoDateTimeSchema.nullable(),
  /** While PENDING: the consent link's id, for POST /api/saas/user/parent-links/{id}. */
  linkId: UuidSchema.nullable(),
  /** While PENDING: when the request expires. */
  expiresAt: IsoDateTimeSchema.nullable(),
})
export type ChildParent = z.infer<typeof ChildParentSchema>
export const ChildParentsSchema = z.array(ChildParentSchema)

/** GET /api/saas/user/parent-links/{id}: what the consent page shows the child. */
export const ParentLinkViewSchema = z.object({
  id: UuidSchema,
  parent: z.object({ id: z.string(), name: z.string() }),
  status: ParentLinkStatusSchema,
  requestedAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  consentedAt: IsoDateTimeSchema.nullable(),
  /** What the parent will see, and never see, once the child agrees. */
  sees: z.array(z.string()),
  neverSees: z.array(z.string()),
})
export type ParentLinkView = z.infer<typeof ParentLinkViewSchema>

/** POST /api/saas/user/parent-links/{id}: 'Zgadzam się' or 'Nie zgadzam się'. */
export const ParentLinkAnswerSchema = z.object({ accept: z.boolean() }).strict()
export type ParentLinkAnswer = z.infer<typeof ParentLinkAnswerSchema>
