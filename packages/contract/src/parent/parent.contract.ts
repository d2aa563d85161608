import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, EmptySchema, UuidSchema, proposed, spec } from '../common.schemas'
import {
  ChildParentsSchema,
  ChildSummaryQuerySchema,
  ChildSummarySchema,
  ChildValidationResultSchema,
  ChildValidationSchema,
  LatestRequestSchema,
  ParentChildrenSchema,
  ParentChildSchema,
  ParentLinkAnswerSchema,
  ParentLinkViewSchema,
} from './parent.schemas'

const c = initContract()
const child = z.object({ childId: UuidSchema })
const link = z.object({ id: UuidSchema })

/**
 * The parent panel (issue 30). A parent's calls need a parent account (403 otherwise); another
 * parent's or an unlinked child is 404 'Nie znaleziono takiego dziecka na Twoim koncie.', a child
 * who has not agreed 403 'Uczeń nie wyraził zgody.'. The child's calls act on the caller's own
 * links only; a consent link meant for another account is 403 and changes nothing.
 */
export const parentContract = c.router({
  validateChild: {
    method: 'POST',
    path: '/saas/parent/validate-child',
    body: ChildValidationSchema,
    responses: {
      200: ChildValidationResultSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      422: ApiErrorSchema,
    },
    summary:
      "A parent asks to see a child's progress by the child's email and name: the request waits for the child's consent, e-mailed as a PARENT_LINK link. 404 no such student; 409 the name does not match, already linked or already waiting; 422 a parent's account or one's own; 429 past 10 calls a Warsaw day",
    metadata: spec,
  },
  listChildren: {
    method: 'GET',
    path: '/saas/parent/children',
    responses: { 200: ParentChildrenSchema },
    summary:
      "The parent's requests, one per child, in the order made: waiting, agreed, refused or expired",
    metadata: proposed,
  },
  resendRequest: {
    method: 'POST',
    path: '/saas/parent/children/:childId/resend',
    pathParams: child,
    body: c.noBody(),
    responses: {
      200: ParentChildSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      'E-mail the waiting consent link again, valid 7 days from now; once a Warsaw day (429), only while PENDING (409 agreed or expired, 403 refused)',
    metadata: proposed,
  },
  unlinkChild: {
    method: 'DELETE',
    path: '/saas/parent/children/:childId',
    pathParams: child,
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary:
      "Unlink a child, or cancel the request ('Anuluj prośbę'); the child's link stops working",
    metadata: proposed,
  },
  childSummary: {
    method: 'GET',
    path: '/saas/parent/children/:childId/summary',
    pathParams: child,
    query: ChildSummaryQuerySchema,
    responses: {
      200: ChildSummarySchema,
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
    },
    summary:
      "A linked child's week in numbers: study time per day, streak, courses, flashcards, tasks, planner, chat message count; never a note, chat text, answer or e-mail. 400 for a future week",
    metadata: proposed,
  },
  latestRequest: {
    method: 'GET',
    path: '/saas/parent/requests/latest',
    responses: { 200: LatestRequestSchema },
    summary:
      'The request whose status changed last, as stored (for /produkt/panel-rodzica/sukces and /blad); null before the first',
    metadata: proposed,
  },

  listParents: {
    method: 'GET',
    path: '/saas/user/parents',
    responses: { 200: ChildParentsSchema },
    summary: "The caller's parents: waiting for consent, then linked",
    metadata: proposed,
  },
  getParentLink: {
    method: 'GET',
    path: '/saas/user/parent-links/:id',
    pathParams: link,
    responses: {
      200: ParentLinkViewSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
    },
    summary:
      'What the consent page shows: the parent, what they will and will not see, the status. 403 for another account; 410 when the parent withdrew it',
    metadata: proposed,
  },
  answerParentLink: {
    method: 'POST',
    path: '/saas/user/parent-links/:id',
    pathParams: link,
    body: ParentLinkAnswerSchema,
    responses: {
      200: ParentLinkViewSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      410: ApiErrorSchema,
    },
    summary:
      'The child agrees or refuses; the parent is e-mailed the outcome. 403 another account, 409 already answered, 410 expired or withdrawn: nothing changes',
    metadata: proposed,
  },
  removeParent: {
    method: 'DELETE',
    path: '/saas/user/parents/:parentId',
    pathParams: z.object({ parentId: UuidSchema }),
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary: 'Unlink a parent; a waiting request is refused (the parent is e-mailed)',
    metadata: proposed,
  },
})
