import { describe, expect, it } from 'vitest'
import { PLATFORM_LAUNCH } from '../shared/constants'
import { launchState } from './launch'

const L = PLATFORM_LAUNCH.getTime()
// Decision 0108: no button before the launch (the waiting list has no page yet); after it, the
// button leads to the presentation of the course and platform (/platforma is not built yet).
const before = { isLaunched: false, heading: 'Platforma już wkrótce', button: null }
const after = {
  isLaunched: true,
  heading: 'Platforma jest już dostępna',
  button: { label: 'Poznaj platformę', to: '/prezentacja' },
}

describe('launchState', () => {
  it.each([
    ['a day before', L - 86_400_000, before],
    ['one millisecond before', L - 1, before],
    ['at 2025-09-26 18:00 +02:00', L, after],
    ['one minute after', L + 60_000, after],
  ])('%s', (_, now, expected) => {
    expect(launchState(now)).toEqual(expected)
    expect(launchState(new Date(now))).toEqual(expected)
  })

  it('launches at 16:00 UTC', () => {
    expect(launchState(new Date('2025-09-26T15:59:59.999Z')).isLaunched).toBe(false)
    expect(launchState(new Date('2025-09-26T16:00:00Z')).isLaunched).toBe(true)
  })
})
