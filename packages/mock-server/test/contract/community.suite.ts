import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { target, expectAnswer, student, withStudent } from './harness'

describe('community', () => {
  it.skipIf(withStudent())(
    'gives members the links and intro meetings, books one and refuses a made-up time',
    async () => {
      expectAnswer(
        contract.community.getCommunity,
        await target.anonymous.community.getCommunity(),
        401,
      )
      expectAnswer(
        contract.community.bookIntroMeeting,
        await target.anonymous.community.bookIntroMeeting({
          body: { startsAt: '2026-10-21T17:00:00.000Z' },
        }),
        401,
      )
      const community = expectAnswer(
        contract.community.getCommunity,
        await student().community.getCommunity(),
        200,
      )
      const slot = community.introMeeting.slots.find((s) => s.seatsLeft > 0)
      if (slot) {
        const booked = expectAnswer(
          contract.community.bookIntroMeeting,
          await student().community.bookIntroMeeting({ body: { startsAt: slot.startsAt } }),
          200,
        )
        expect(booked.introMeeting.booking?.startsAt).toBe(slot.startsAt)
      }
      // Cancelling answers the state without a booking, also when there was none.
      const cancelled = expectAnswer(
        contract.community.cancelIntroMeeting,
        await student().community.cancelIntroMeeting(),
        200,
      )
      expect(cancelled.introMeeting.booking).toBeNull()
      expectAnswer(
        contract.community.bookIntroMeeting,
        await student().community.bookIntroMeeting({ body: { startsAt: '2000-01-05T18:00:00Z' } }),
        400,
      )
    },
  )
})
