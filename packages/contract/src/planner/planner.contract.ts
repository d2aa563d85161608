import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ApiErrorSchema,
  EmptySchema,
  IdempotencyKeyHeaderSchema,
  proposed,
} from '../common.schemas'
import { FEED_FILE_PATTERN, ICS_CONTENT_TYPE } from './planner.constants'
import {
  BlockChangesRequestSchema,
  BlockChangesResultSchema,
  BlockSchema,
  CreateBlockRequestSchema,
  FocusRequestSchema,
  FocusResultSchema,
  PlanFeedSchema,
  PlanInputSchema,
  PlanListSchema,
  PlannerIdSchema,
  PlanSchema,
  UpdatePlanRequestSchema,
} from './planner.schemas'

const c = initContract()
const plan = z.object({ id: PlannerIdSchema })
const block = z.object({ id: PlannerIdSchema, blockId: PlannerIdSchema })
const refused = { 400: ApiErrorSchema, 404: ApiErrorSchema }
const calendar = c.otherResponse({ contentType: ICS_CONTENT_TYPE, body: z.string() })

/**
 * The learning planner (issue 28): the caller's own plans only. Another user's plan, or a block
 * of another plan, is 404 'Nie znaleziono planu.' as an unknown one; without the planner tool
 * every call but the feed is 403 'Planer nauki nie jest dostępny na Twoim koncie.'.
 */
export const plannerContract = c.router({
  listPlans: {
    method: 'GET',
    path: '/saas/planner/plans',
    responses: { 200: PlanListSchema },
    summary: "The caller's plans: the active ones, then the archived",
    metadata: proposed,
  },
  createPlan: {
    method: 'POST',
    path: '/saas/planner/plans',
    headers: IdempotencyKeyHeaderSchema,
    body: PlanInputSchema,
    responses: { 201: PlanSchema, 200: PlanSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
    summary:
      "A plan made from the wizard's inputs (201); the same key again answers the same plan (200). 400 for a date that does not exist or is past, bad windows or bounds; 409 over 10 active plans",
    metadata: proposed,
  },
  getPlan: {
    method: 'GET',
    path: '/saas/planner/plans/:id',
    pathParams: plan,
    responses: { 200: PlanSchema, 404: ApiErrorSchema },
    summary: 'One of the caller’s plans with its blocks',
    metadata: proposed,
  },
  updatePlan: {
    method: 'PUT',
    path: '/saas/planner/plans/:id',
    pathParams: plan,
    body: UpdatePlanRequestSchema,
    responses: { 200: PlanSchema, ...refused, 409: ApiErrorSchema },
    summary:
      "New inputs: the blocks from now on are made again, past ones stay. 409 when `version` is not the plan's",
    metadata: proposed,
  },
  deletePlan: {
    method: 'DELETE',
    path: '/saas/planner/plans/:id',
    pathParams: plan,
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary: 'Delete a plan with its blocks and its calendar feed, for good',
    metadata: proposed,
  },
  archivePlan: {
    method: 'POST',
    path: '/saas/planner/plans/:id/archive',
    pathParams: plan,
    body: c.noBody(),
    responses: { 200: PlanSchema, 404: ApiErrorSchema },
    summary: "Move a plan to 'Zarchiwizowane' (an archived plan again answers as it is)",
    metadata: proposed,
  },
  restorePlan: {
    method: 'POST',
    path: '/saas/planner/plans/:id/restore',
    pathParams: plan,
    body: c.noBody(),
    responses: { 200: PlanSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    summary: 'Bring an archived plan back among the active ones; 409 over 10 active plans',
    metadata: proposed,
  },
  changeBlocks: {
    method: 'PATCH',
    path: '/saas/planner/plans/:id/blocks',
    pathParams: plan,
    headers: IdempotencyKeyHeaderSchema,
    body: BlockChangesRequestSchema,
    responses: {
      200: BlockChangesResultSchema,
      ...refused,
      409: ApiErrorSchema,
      422: ApiErrorSchema,
    },
    summary:
      'Mark blocks done or missed, move or resize them, record focus: all or nothing. A missed block re-flows to the nearest free slot before its date. 409 for a stale block version; 422 for a block moved into the past or onto another, or done before its day. The same key again answers the first result (one activity event)',
    metadata: proposed,
  },
  createBlock: {
    method: 'POST',
    path: '/saas/planner/plans/:id/blocks',
    pathParams: plan,
    headers: IdempotencyKeyHeaderSchema,
    body: CreateBlockRequestSchema,
    responses: { 201: BlockSchema, 200: BlockSchema, ...refused, 422: ApiErrorSchema },
    summary:
      'A block added by hand (201); the same key again answers the same block (200). 422 in the past or onto another block',
    metadata: proposed,
  },
  deleteBlock: {
    method: 'DELETE',
    path: '/saas/planner/plans/:id/blocks/:blockId',
    pathParams: block,
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary: 'Remove a block from the plan',
    metadata: proposed,
  },
  focusBlock: {
    method: 'POST',
    path: '/saas/planner/plans/:id/blocks/:blockId/focus',
    pathParams: block,
    headers: IdempotencyKeyHeaderSchema,
    body: FocusRequestSchema,
    responses: { 200: FocusResultSchema, ...refused, 409: ApiErrorSchema, 422: ApiErrorSchema },
    summary:
      "Focus mode's timer (decision 0174), stamped on the server's clock: START (again while it runs: as it is), PAUSE, RESUME, STOP ('Zakończ': the block stays planned, its focused minutes so far kept) and DONE ('Gotowe': the block done with the minutes the server counts from the timer, one activity event). 422 on a done block or before its day; the same key again answers the first result",
    metadata: proposed,
  },
  reflowPlan: {
    method: 'POST',
    path: '/saas/planner/plans/:id/reflow',
    pathParams: plan,
    body: c.noBody(),
    responses: { 200: BlockChangesResultSchema, 404: ApiErrorSchema },
    summary:
      "Re-flow every missed block to the nearest free slot before its date; what finds none is in `unplaced` ('Nie mieści się przed sprawdzianem…')",
    metadata: proposed,
  },
  exportCalendar: {
    method: 'GET',
    path: '/saas/planner/plans/:id/ics',
    pathParams: plan,
    responses: { 200: calendar, 404: ApiErrorSchema },
    summary:
      'The plan as an iCalendar attachment: UTC instants, a stable UID per block, SEQUENCE its version; exams as all-day events',
    metadata: proposed,
  },
  createFeed: {
    method: 'POST',
    path: '/saas/planner/plans/:id/feed',
    pathParams: plan,
    body: c.noBody(),
    responses: { 201: PlanFeedSchema, 404: ApiErrorSchema },
    summary:
      "A calendar subscription's address; calling again rotates it (the old address stops answering)",
    metadata: proposed,
  },
  deleteFeed: {
    method: 'DELETE',
    path: '/saas/planner/plans/:id/feed',
    pathParams: plan,
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary: "Stop the plan's calendar subscription",
    metadata: proposed,
  },
  getFeed: {
    method: 'GET',
    path: '/saas/planner/feeds/:file',
    pathParams: z.object({ file: z.string().regex(FEED_FILE_PATTERN) }),
    /** Calendar apps send no Authorization: the token in the address is the proof. */
    headers: z.object({ authorization: z.string().optional() }),
    responses: { 200: calendar, 404: ApiErrorSchema },
    summary:
      'The subscribed plan as iCalendar, by `<token>.ics` (32 random bytes, stored hashed); no Authorization. 404 for an unknown or rotated token',
    metadata: proposed,
  },
})
