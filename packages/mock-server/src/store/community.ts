import { introMeetingEnd } from '@app/domain/courses/consultations'
import { COMMUNITY_LINKS, seedIntroBookings } from './seed/community'

/** One user's booked introductory meeting (instants as ISO strings in UTC). */
export interface IntroBookingRecord {
  userId: string
  startsAt: string
  bookedAt: string
}

/** The community area: its links and who booked which introductory meeting (one per user). */
export class CommunityRepository {
  readonly links = COMMUNITY_LINKS
  private bookings = new Map<string, IntroBookingRecord>()

  constructor() {
    this.reset()
  }

  reset() {
    this.bookings = new Map(seedIntroBookings().map((b) => [b.userId, { ...b }]))
  }

  /** Every booking, oldest meeting first (tests' snapshots). */
  list(): IntroBookingRecord[] {
    return [...this.bookings.values()].sort(
      (a, b) => a.startsAt.localeCompare(b.startsAt) || a.userId.localeCompare(b.userId),
    )
  }

  /** The user's booking while its meeting has not ended; an ended one is forgotten. */
  bookingOf(userId: string, now: Date): IntroBookingRecord | null {
    const booking = this.bookings.get(userId)
    if (!booking) return null
    return introMeetingEnd(Date.parse(booking.startsAt)).getTime() > now.getTime() ? booking : null
  }

  /** How many people booked the meeting that starts at `startsAt` (ISO, UTC). */
  seatsTaken(startsAt: string): number {
    let taken = 0
    for (const booking of this.bookings.values()) if (booking.startsAt === startsAt) taken++
    return taken
  }

  /** Books (or moves) the user's meeting. The caller has checked the slot is offered and free. */
  book(userId: string, startsAt: string, now: Date): IntroBookingRecord {
    const booking = { userId, startsAt, bookedAt: now.toISOString() }
    this.bookings.set(userId, booking)
    return booking
  }

  /** Cancels the user's booking, if any. */
  cancel(userId: string) {
    this.bookings.delete(userId)
  }
}
