import { initContract } from '@ts-rest/core'
import { proposed, ApiErrorSchema } from '../common.schemas'
import { BookIntroMeetingSchema, CommunitySchema } from './community.schemas'

const c = initContract()

export const communityContract = c.router({
  getCommunity: {
    method: 'GET',
    path: '/community',
    responses: { 200: CommunitySchema },
    summary:
      "The community pages (SPEC §2 /produkt/spolecznosc…): chat group and consultation call links, the bookable introductory meetings and the user's booking; 401 for PUBLIC, 403 without any course group",
    metadata: proposed,
  },
  bookIntroMeeting: {
    method: 'POST',
    path: '/community/intro-meeting',
    body: BookIntroMeetingSchema,
    responses: { 200: CommunitySchema, 409: ApiErrorSchema },
    summary:
      'Book an introductory meeting, or move the booking to another offered one (idempotent for the same meeting); answers the updated community state. 400 for a time that is not an offered meeting, 409 when the meeting is full or the booked one starts too soon to change',
    metadata: proposed,
  },
  cancelIntroMeeting: {
    method: 'DELETE',
    path: '/community/intro-meeting',
    body: c.noBody(),
    responses: { 200: CommunitySchema, 409: ApiErrorSchema },
    summary:
      "Cancel the user's introductory meeting, freeing the seat; answers the updated community state (also when there was nothing to cancel). 409 when the meeting starts within 2 hours",
    metadata: proposed,
  },
})
