import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, proposed } from '../common.schemas'
import {
  SubscribeSchema,
  SubscriptionCancelledSchema,
  SubscriptionConfirmedSchema,
  SubscriptionRequestedSchema,
  SubscriptionTokenBodySchema,
} from './newsletter.schemas'

const c = initContract()

export const newsletterContract = c.router({
  subscribe: {
    method: 'POST',
    path: '/newsletter/subscribe',
    body: SubscribeSchema,
    responses: { 202: SubscriptionRequestedSchema },
    summary:
      'Join a list (anyone, also PUBLIC): emails the confirm and cancel links (double opt-in); the same answer for every email',
    metadata: proposed,
  },
  confirmSubscription: {
    method: 'POST',
    path: '/newsletter/confirm',
    body: SubscriptionTokenBodySchema,
    responses: {
      200: SubscriptionConfirmedSchema,
      404: ApiErrorSchema,
      410: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      'Confirm a sign-up with the emailed token; idempotent (ALREADY_CONFIRMED), 404 for an unknown token, 410 once cancelled',
    metadata: proposed,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/newsletter/cancel',
    body: SubscriptionTokenBodySchema,
    responses: { 200: SubscriptionCancelledSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
    summary:
      'Leave a list with the emailed token; idempotent (ALREADY_CANCELLED), 404 for an unknown token',
    metadata: proposed,
  },
})
