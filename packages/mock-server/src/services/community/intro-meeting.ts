import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { Community } from '@app/contract/community'
import {
  CONSULTATION_DURATION_MINUTES,
  INTRO_MEETING_BOOKING_CLOSES_MINUTES,
  INTRO_MEETING_CAPACITY,
  INTRO_MEETING_DURATION_MINUTES,
  INTRO_MEETING_SLOT_COUNT,
} from '@app/domain/shared/constants'
import { introMeetingEnd, introMeetingSlots } from '@app/domain/courses/consultations'
import { formatWarsawDateTime, polishWeekday } from '@app/domain/shared/format'
import { apiError } from '../../errors'
import type { Store } from '../../store'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { COMMUNITY_EMAILS, COMMUNITY_TEXT } from './community.text'

type C = Contract['community']

function communityOf(store: Store, userId: string, now: Date): Community {
  const slots = introMeetingSlots(now, INTRO_MEETING_SLOT_COUNT).map((start) => {
    const startsAt = start.toISOString()
    return {
      startsAt,
      endsAt: introMeetingEnd(start).toISOString(),
      seatsLeft: Math.max(0, INTRO_MEETING_CAPACITY - store.community.seatsTaken(startsAt)),
    }
  })
  const booking = store.community.bookingOf(userId, now)
  return {
    chatGroupUrl: store.community.links.chatGroupUrl,
    consultations: {
      callUrl: store.community.links.consultationCallUrl,
      durationMinutes: CONSULTATION_DURATION_MINUTES,
    },
    introMeeting: {
      durationMinutes: INTRO_MEETING_DURATION_MINUTES,
      capacity: INTRO_MEETING_CAPACITY,
      slots,
      booking: booking && {
        startsAt: booking.startsAt,
        endsAt: introMeetingEnd(Date.parse(booking.startsAt)).toISOString(),
        bookedAt: booking.bookedAt,
      },
    },
  }
}

/** A booking can no longer change (or be cancelled) from 2 hours before its meeting. */
const isClosed = (startsAt: string, now: Date) =>
  Date.parse(startsAt) - now.getTime() <= INTRO_MEETING_BOOKING_CLOSES_MINUTES * 60_000

/** The member's community page (plugins/access.ts lets no one else in). */
export async function getCommunity(
  app: FastifyInstance,
  member: UserRecord,
): Answer<C['getCommunity']> {
  return { status: 200, body: communityOf(app.store, member.id, app.clock.now()) }
}

export async function bookIntroMeeting(
  app: FastifyInstance,
  member: UserRecord,
  startsAtAsSent: string,
): Answer<C['bookIntroMeeting']> {
  const { store, clock } = app
  const now = clock.now()
  // Any offset the client sent names the same instant; the store keeps UTC ISO strings.
  const startsAt = new Date(startsAtAsSent).toISOString()
  const current = store.community.bookingOf(member.id, now)
  if (current?.startsAt === startsAt)
    return { status: 200, body: communityOf(store, member.id, now) }

  const offered = introMeetingSlots(now, INTRO_MEETING_SLOT_COUNT).some(
    (slot) => slot.toISOString() === startsAt,
  )
  if (!offered) return apiError(400, COMMUNITY_TEXT.slotNotOffered)
  if (current && isClosed(current.startsAt, now))
    return apiError(409, COMMUNITY_TEXT.tooLateToChange)
  if (store.community.seatsTaken(startsAt) >= INTRO_MEETING_CAPACITY)
    return apiError(409, COMMUNITY_TEXT.slotFull)

  store.community.book(member.id, startsAt, now)
  const when = `${polishWeekday(Date.parse(startsAt))}, ${formatWarsawDateTime(Date.parse(startsAt))}`
  store.outbox.send(
    {
      to: member.email,
      subject: COMMUNITY_EMAILS.bookedSubject(when),
      text: COMMUNITY_EMAILS.bookedText(when, INTRO_MEETING_DURATION_MINUTES),
      link: store.community.links.introCallUrl,
      code: null,
    },
    now,
  )
  return { status: 200, body: communityOf(store, member.id, now) }
}

export async function cancelIntroMeeting(
  app: FastifyInstance,
  member: UserRecord,
): Answer<C['cancelIntroMeeting']> {
  const { store, clock } = app
  const now = clock.now()
  const current = store.community.bookingOf(member.id, now)
  if (current && isClosed(current.startsAt, now))
    return apiError(409, COMMUNITY_TEXT.tooLateToCancel)
  store.community.cancel(member.id)
  return { status: 200, body: communityOf(store, member.id, now) }
}
