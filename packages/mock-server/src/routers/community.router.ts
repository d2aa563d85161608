import type { FastifyRequest } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import type { Community } from '@app/contract/community'
import { apiError } from '@app/contract/errors'
import {
  CONSULTATION_DURATION_MINUTES,
  INTRO_MEETING_BOOKING_CLOSES_MINUTES,
  INTRO_MEETING_CAPACITY,
  INTRO_MEETING_DURATION_MINUTES,
  INTRO_MEETING_SLOT_COUNT,
} from '@app/domain/shared/constants'
import { introMeetingEnd, introMeetingSlots } from '@app/domain/courses/consultations'
import { formatWarsawDateTime, polishWeekday } from '@app/domain/shared/format'
import { requireUser } from '../plugins/auth'
import type { Store } from '../store'

const s = initServer()

export const COMMUNITY_TEXT = {
  slotNotOffered: 'Ten termin nie jest dostępny. Wybierz jeden z proponowanych terminów.',
  slotFull: 'Na ten termin nie ma już wolnych miejsc. Wybierz inny.',
  tooLateToChange:
    'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zmienić terminu.',
  tooLateToCancel:
    'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zrezygnować.',
} as const

/** The caller, a community member (./access.ts lets no one else in). */
const requireMember = (request: FastifyRequest) => requireUser(request)

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

export const communityRouter = s.router(contract.community, {
  getCommunity: async ({ request }) => {
    const user = requireMember(request)
    const { store, clock } = request.server
    return { status: 200, body: communityOf(store, user.id, clock.now()) }
  },

  bookIntroMeeting: async ({ body, request }) => {
    const user = requireMember(request)
    const { store, clock } = request.server
    const now = clock.now()
    // Any offset the client sent names the same instant; the store keeps UTC ISO strings.
    const startsAt = new Date(body.startsAt).toISOString()
    const current = store.community.bookingOf(user.id, now)
    if (current?.startsAt === startsAt)
      return { status: 200, body: communityOf(store, user.id, now) }

    const offered = introMeetingSlots(now, INTRO_MEETING_SLOT_COUNT).some(
      (slot) => slot.toISOString() === startsAt,
    )
    if (!offered) return { status: 400, body: apiError(400, COMMUNITY_TEXT.slotNotOffered) }
    if (current && isClosed(current.startsAt, now))
      return { status: 409, body: apiError(409, COMMUNITY_TEXT.tooLateToChange) }
    if (store.community.seatsTaken(startsAt) >= INTRO_MEETING_CAPACITY)
      return { status: 409, body: apiError(409, COMMUNITY_TEXT.slotFull) }

    store.community.book(user.id, startsAt, now)
    const when = `${polishWeekday(Date.parse(startsAt))}, ${formatWarsawDateTime(Date.parse(startsAt))}`
    store.outbox.send(
      {
        to: user.email,
        subject: `Spotkanie wprowadzające: ${when}`,
        text: `Cześć! Czekamy na Ciebie na spotkaniu wprowadzającym do społeczności: ${when} (czas polski, ${INTRO_MEETING_DURATION_MINUTES} minut). Dołączysz przez ten link.`,
        link: store.community.links.introCallUrl,
        code: null,
      },
      now,
    )
    return { status: 200, body: communityOf(store, user.id, now) }
  },

  cancelIntroMeeting: async ({ request }) => {
    const user = requireMember(request)
    const { store, clock } = request.server
    const now = clock.now()
    const current = store.community.bookingOf(user.id, now)
    if (current && isClosed(current.startsAt, now))
      return { status: 409, body: apiError(409, COMMUNITY_TEXT.tooLateToCancel) }
    store.community.cancel(user.id)
    return { status: 200, body: communityOf(store, user.id, now) }
  },
})
