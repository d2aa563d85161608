import { describe, expect, it } from 'vitest'
import { deckCounts, pickNext, type QueueDeck } from './queue'
import { DAY, HOUR, MINUTE, NOW, build, card, deck, ids, iso } from './queue.fixtures'

describe('buildQueue: order', () => {
  it('learning due now, reviews with a new card after every 4, then learning due later', () => {
    const cards = [
      card('n1', 'NEW', 0),
      card('n2', 'NEW', 0),
      card('lLater2', 'LEARNING', 3 * HOUR),
      card('r5', 'REVIEW', 5 * HOUR),
      card('r1', 'REVIEW', -3 * DAY),
      card('lNow2', 'RELEARNING', -MINUTE),
      card('r2', 'REVIEW', -DAY),
      card('r3', 'REVIEW', -HOUR),
      card('lNow1', 'LEARNING', -5 * MINUTE),
      card('r4', 'REVIEW', 0),
      card('lLater1', 'LEARNING', 10 * MINUTE),
      card('r6', 'REVIEW', 12 * HOUR),
      card('n3', 'NEW', 0),
      card('rTomorrow', 'REVIEW', 14 * HOUR),
      card('lTomorrow', 'LEARNING', 15 * HOUR),
    ]
    const { queue, counts, nextDueAt, dayEndsAt } = build(cards)
    expect(ids(queue)).toEqual([
      ...['lNow1', 'lNow2'],
      ...['r1', 'r2', 'r3', 'r4', 'n1', 'r5', 'r6', 'n2', 'n3'],
      ...['lLater1', 'lLater2'],
    ])
    expect(counts).toEqual({ new: 3, learning: 4, review: 6 })
    expect(dayEndsAt).toBe('2026-11-27T03:00:00.000Z')
    expect(nextDueAt).toBe(iso(NOW.getTime() + 14 * HOUR))
  })

  it.each([
    // reviews, new, expected pattern
    [0, 3, 'nnn'],
    [3, 0, 'rrr'],
    [3, 3, 'rrrnnn'],
    [4, 1, 'rrrrn'],
    [9, 3, 'rrrrnrrrrnrn'],
    [12, 2, 'rrrrnrrrrnrrrr'],
  ])('%i reviews and %i new cards: %s', (reviews, fresh, pattern) => {
    const cards = [
      ...Array.from({ length: reviews }, (_, i) => card(`r${i}`, 'REVIEW', -i * MINUTE)),
      ...Array.from({ length: fresh }, (_, i) => card(`n${i}`, 'NEW', 0)),
    ]
    expect(
      build(cards)
        .queue.map((c) => (c.schedule.state === 'NEW' ? 'n' : 'r'))
        .join(''),
    ).toBe(pattern)
  })

  it('takes new cards oldest first across decks and ignores cards of unknown decks', () => {
    const cards = [card('b1', 'NEW', 0, 'B'), card('a1', 'NEW', 0, 'A'), card('x1', 'NEW', 0, 'X')]
    expect(ids(build(cards, [deck('A'), deck('B')]).queue)).toEqual(['b1', 'a1'])
  })

  it('has no next due when every studied card is in the queue', () => {
    expect(build([card('r', 'REVIEW', 0), card('n', 'NEW', 0)]).nextDueAt).toBeNull()
    expect(build([]).counts).toEqual({ new: 0, learning: 0, review: 0 })
  })
})

describe("buildQueue: daily limits count today's work", () => {
  const reviews = Array.from({ length: 6 }, (_, i) => card(`r${i}`, 'REVIEW', -(6 - i) * HOUR))
  const fresh = Array.from({ length: 5 }, (_, i) => card(`n${i}`, 'NEW', 0))

  it.each([
    // newPerDay, reviewsPerDay, done today, new, review
    [20, 200, { newStarted: 0, reviewsDone: 0 }, 5, 6],
    [3, 4, { newStarted: 0, reviewsDone: 0 }, 3, 4],
    [3, 4, { newStarted: 2, reviewsDone: 1 }, 1, 3],
    [3, 4, { newStarted: 5, reviewsDone: 9 }, 0, 0],
    [0, 0, { newStarted: 0, reviewsDone: 0 }, 0, 0],
  ])(
    'new %i/day, reviews %i/day, done %j → %i new, %i reviews',
    (newPerDay, reviewsPerDay, done, n, r) => {
      const decks = [deck('A', { newPerDay, reviewsPerDay })]
      const built = build([...reviews, ...fresh], decks, new Map([['A', done]]))
      expect(built.counts).toMatchObject({ new: n, review: r })
      // The earliest due reviews and the oldest new cards are kept.
      expect(ids(built.queue.filter((c) => c.schedule.state === 'REVIEW'))).toEqual(
        ids(reviews.slice(0, r)),
      )
      expect(ids(built.queue.filter((c) => c.schedule.state === 'NEW'))).toEqual(
        ids(fresh.slice(0, n)),
      )
      // A review left out comes back when the day turns.
      expect(built.nextDueAt).toBe(r < 6 ? '2026-11-27T03:00:00.000Z' : null)
      expect(deckCounts([...reviews, ...fresh], decks[0] as QueueDeck, done, NOW)).toEqual({
        new: n,
        learning: 0,
        due: r,
        total: 11,
      })
    },
  )

  it("applies each deck's limits to its own cards", () => {
    const cards = [
      card('a1', 'REVIEW', -HOUR, 'A'),
      card('a2', 'REVIEW', -HOUR, 'A'),
      card('b1', 'REVIEW', -2 * HOUR, 'B'),
      card('b2', 'REVIEW', -2 * HOUR, 'B'),
    ]
    const done = new Map([['B', { newStarted: 0, reviewsDone: 1 }]])
    const built = build(
      cards,
      [deck('A', { reviewsPerDay: 1 }), deck('B', { reviewsPerDay: 2 })],
      done,
    )
    expect(ids(built.queue)).toEqual(['b1', 'a1'])
  })

  it('does not limit learning cards', () => {
    const cards = [card('l1', 'LEARNING', -MINUTE), card('l2', 'RELEARNING', HOUR)]
    const built = build(cards, [deck('A', { reviewsPerDay: 0, newPerDay: 0 })])
    expect(built.counts).toEqual({ new: 0, learning: 2, review: 0 })
  })
})

describe('pickNext', () => {
  const now = NOW.getTime()
  it.each([
    ['a learning card due now comes first', ['r:-60', 'l:-1', 'n:0'], 'l'],
    ['the earliest due learning card', ['l:-1', 'L:-5', 'r:0'], 'L'],
    ['else the first new or review card', ['r:-60', 'n:0', 'l:5'], 'r'],
    ['new before a learning card not due', ['n:0', 'l:5'], 'n'],
    ['else a learning card due within 20 minutes', ['l:25', 'L:19'], 'L'],
    ['exactly 20 minutes ahead', ['l:20'], 'l'],
    ['nothing within 20 minutes', ['l:21'], null],
    ['an empty queue', [], null],
  ])('%s', (_, spec, expected) => {
    const queue = spec.map((s) => {
      const [id = '', minutes = '0'] = s.split(':')
      const state = id.toLowerCase() === 'l' ? 'LEARNING' : id === 'r' ? 'REVIEW' : 'NEW'
      return card(id, state, Number(minutes) * MINUTE)
    })
    expect(pickNext(queue, NOW)?.id ?? null).toBe(expected)
  })

  it('takes a custom learn-ahead window', () => {
    const queue = [card('l', 'LEARNING', 10 * MINUTE)]
    expect(pickNext(queue, NOW, 5 * MINUTE)).toBeNull()
    expect(pickNext(queue, new Date(now + 6 * MINUTE), 5 * MINUTE)?.id).toBe('l')
  })
})
