import { describe, expect, it } from 'vitest'
import {
  formatPlaybackTime,
  initialWatchState,
  onPosition,
  resumePosition,
  takeReport,
} from './watch-time'

const play = (positions: number[]) => positions.reduce(onPosition, initialWatchState())

describe('watch time', () => {
  it('counts normal playback, not the first position', () => {
    expect(play([30, 30.25, 30.5, 30.75, 31]).unreported).toBeCloseTo(1)
  })

  it('does not count seeks forward or backward', () => {
    expect(play([0, 0.25, 120, 120.25, 10, 10.25]).unreported).toBeCloseTo(0.75)
  })

  it('reports whole seconds and keeps the rest for the next report', () => {
    const state = play([0, 0.5, 1, 1.5, 2, 2.5])
    const first = takeReport(state)
    expect(first.delta).toBe(2)
    expect(first.state.unreported).toBeCloseTo(0.5)
    const second = takeReport(onPosition(first.state, 3))
    expect(second.delta).toBe(1)
    expect(second.state.unreported).toBeCloseTo(0)
  })
})

describe('resumePosition', () => {
  it.each([
    [0, 600, 0],
    [125, 600, 125],
    [589, 600, 589],
    [590, 600, 0],
    [600, 600, 0],
    [42, 0, 42],
  ])('saved %d s of %d s → %d s', (saved, duration, expected) => {
    expect(resumePosition(saved, duration)).toBe(expected)
  })
})

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [65.9, '1:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text)
  })
})
