import { z } from 'zod'
import { IsoDateTimeSchema } from '../common.schemas'

/** One introductory meeting that can be booked now, with the seats still free. */
export const IntroSlotSchema = z.object({
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  seatsLeft: z.number().int().nonnegative(),
})
export type IntroSlot = z.infer<typeof IntroSlotSchema>

/** The signed-in user's booked introductory meeting (only one that has not ended yet). */
export const IntroBookingSchema = z.object({
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  bookedAt: IsoDateTimeSchema,
})
export type IntroBooking = z.infer<typeof IntroBookingSchema>

/**
 * GET /api/community: what the community pages need from the server. The dates of the weekly
 * consultations are not sent: they are a fixed rule (Saturday 17:00 Warsaw, domain
 * `nextConsultations`); the links are given to members only.
 */
export const CommunitySchema = z.object({
  /** The members' chat group (an external service). */
  chatGroupUrl: z.string().url(),
  consultations: z.object({
    /** The video-call room of the weekly consultations. */
    callUrl: z.string().url(),
    durationMinutes: z.number().int().positive(),
  }),
  introMeeting: z.object({
    durationMinutes: z.number().int().positive(),
    capacity: z.number().int().positive(),
    /** The meetings open for booking, earliest first. */
    slots: z.array(IntroSlotSchema),
    booking: IntroBookingSchema.nullable(),
  }),
})
export type Community = z.infer<typeof CommunitySchema>

const PICK_SLOT = 'Wybierz termin spotkania'

/** POST /api/community/intro-meeting: book one of the offered meetings, or move the booking. */
export const BookIntroMeetingSchema = z
  .object({
    startsAt: z
      .string({ required_error: PICK_SLOT, invalid_type_error: PICK_SLOT })
      .datetime({ offset: true, message: PICK_SLOT }),
  })
  .strict()
export type BookIntroMeeting = z.infer<typeof BookIntroMeetingSchema>
