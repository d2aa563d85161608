import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, IdempotencyKeyHeaderSchema, proposed } from '../common.schemas'
import {
  CheckInIdSchema,
  CheckInListSchema,
  CheckInSchema,
  CreateCheckInRequestSchema,
  DominationPlanSchema,
  UpdateCheckInRequestSchema,
  UpdateDominationPlanRequestSchema,
} from './domination-plan.schemas'

const c = initContract()
const checkIn = z.object({ id: CheckInIdSchema })

/**
 * The domination plan (issue 28, decision 0164): the caller's own plan and weekly check-ins.
 * Without the tool every call is 403 'Plan dominacji nie jest dostępny na Twoim koncie.'; another
 * user's check-in is 404 as an unknown one.
 */
export const dominationPlanContract = c.router({
  getDominationPlan: {
    method: 'GET',
    path: '/saas/domination-plan',
    responses: { 200: DominationPlanSchema },
    summary:
      "The caller's plan: vision, yearly goals with quarterly milestones, weekly actions. Version 0 and empty before the first save",
    metadata: proposed,
  },
  updateDominationPlan: {
    method: 'PUT',
    path: '/saas/domination-plan',
    body: UpdateDominationPlanRequestSchema,
    responses: { 200: DominationPlanSchema, 409: ApiErrorSchema },
    summary:
      'Replace the whole plan; the version goes up by one. 409 when `version` is not the current one (the client keeps the edit, refetches and applies it again)',
    metadata: proposed,
  },
  listCheckIns: {
    method: 'GET',
    path: '/saas/domination-plan/check-ins',
    responses: { 200: CheckInListSchema },
    summary:
      "The caller's weekly check-ins, the latest week first, and the check-in due now (its week, window and state on the server's clock)",
    metadata: proposed,
  },
  createCheckIn: {
    method: 'POST',
    path: '/saas/domination-plan/check-ins',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateCheckInRequestSchema,
    responses: { 201: CheckInSchema, 200: CheckInSchema, 409: ApiErrorSchema, 422: ApiErrorSchema },
    summary:
      "Sum up a week (201): ticks its actions in the plan, adds next week's actions, records `domination_check_in`. The same key again answers the same check-in (200), once. 409 when the week has one already or the key was used for another body; 422 outside the week's window (before it opens, after Wednesday 23:59 of the next week) or for an action not of that week",
    metadata: proposed,
  },
  updateCheckIn: {
    method: 'PUT',
    path: '/saas/domination-plan/check-ins/:id',
    pathParams: checkIn,
    body: UpdateCheckInRequestSchema,
    responses: {
      200: CheckInSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      422: ApiErrorSchema,
    },
    summary:
      "Correct a check-in's answers and ticks (the plan's actions follow); no second event. 409 for a stale `version`, 422 for an action not of that week",
    metadata: proposed,
  },
})
