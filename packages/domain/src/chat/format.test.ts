import { describe, expect, it } from 'vitest'
import { formatChatReset, formatChatTime, formatChatUsage } from './format'

describe('formatChatTime', () => {
  const now = new Date('2026-11-27T13:30:00Z') // 14:30 in Warsaw
  it.each([
    ['2026-11-27T13:05:00Z', 'dziś 14:05'],
    ['2026-11-26T23:00:00Z', 'dziś 00:00'], // Warsaw's midnight, UTC's day before
    ['2026-11-26T22:59:00Z', '26.11.2026 23:59'],
    ['2026-03-29T00:30:00Z', '29.03.2026 01:30'],
  ])('%s → %s', (at, label) => {
    expect(formatChatTime(new Date(at), now)).toBe(label)
  })
})

describe('formatChatUsage', () => {
  it.each([
    [7, 20, 0, 'Pozostało 7 z 20 wiadomości na dziś'],
    [1, 20, 0, 'Pozostała 1 z 20 wiadomości na dziś'],
    [2, 20, 0, 'Pozostały 2 z 20 wiadomości na dziś'],
    [22, 200, 0, 'Pozostały 22 z 200 wiadomości na dziś'],
    [0, 20, 0, 'Pozostało 0 z 20 wiadomości na dziś'],
    [0, 20, 480, 'Pozostało 0 z 20 wiadomości na dziś oraz 480 z pakietu'],
    [15, 200, 500, 'Pozostało 15 z 200 wiadomości na dziś oraz 500 z pakietu'],
  ])('%d of %d, pack %d', (remainingToday, dailyLimit, packRemaining, text) => {
    expect(formatChatUsage({ remainingToday, dailyLimit, packRemaining })).toBe(text)
  })
})

describe('formatChatReset', () => {
  it("says Warsaw's midnight in summer and in winter", () => {
    expect(formatChatReset(new Date('2026-11-27T23:00:00Z'))).toBe(
      'Kolejne wiadomości będą dostępne od 00:00.',
    )
    expect(formatChatReset(new Date('2026-07-01T22:00:00Z'))).toBe(
      'Kolejne wiadomości będą dostępne od 00:00.',
    )
  })
})
