import { describe, expect, it } from 'vitest'
import { cutoffs, learnBlockMinutes, mockExamMinutes, reviewMinutes } from './rules'
import { PEAK_WINDOWS, peakWindow } from './peak-windows'

describe('block lengths', () => {
  it.each([
    [120, 45, [40, 40, 40]],
    [30, 45, [30]],
    [60, 60, [60]],
    [270, 45, [45, 45, 45, 45, 45, 45]],
    [90, 25, [25, 25, 25, 25]],
    [600, 90, [90, 90, 90, 90, 90, 90, 90]],
  ])('%i minutes of a topic at a %i-minute session are %j', (topic, session, blocks) => {
    expect(learnBlockMinutes(topic, session)).toEqual(blocks)
  })

  it.each([
    [30, 45, 15],
    [120, 45, 20],
    [300, 45, 45],
    [360, 25, 25],
  ])('a review of a %i-minute topic at a %i-minute session lasts %i', (topic, session, review) => {
    expect(reviewMinutes(topic, session)).toBe(review)
  })

  it.each([
    [15, 30],
    [45, 90],
    [90, 90],
  ])('a mock exam at a %i-minute session lasts %i', (session, minutes) => {
    expect(mockExamMinutes(session)).toBe(minutes)
  })

  it('ends learning 2 days before an exam and on a goal’s day', () => {
    expect(cutoffs('EXAM', 100)).toEqual({ learnEnd: 98, reviewEnd: 100 })
    expect(cutoffs('GOAL', 100)).toEqual({ learnEnd: 100, reviewEnd: 100 })
  })
})

describe('peak windows', () => {
  const hhmm = (minutes: number) => `${String(minutes / 60).padStart(2, '0')}:00`
  it.each([
    ['definitely-morning', 'MON', '14:00–17:00'],
    ['definitely-morning', 'SAT', '07:00–11:00'],
    ['moderately-morning', 'TUE', '15:00–18:00'],
    ['moderately-morning', 'SUN', '09:00–12:00'],
    ['intermediate', 'FRI', '15:00–18:00'],
    ['intermediate', 'SAT', '10:00–14:00'],
    ['moderately-evening', 'WED', '16:00–20:00'],
    ['moderately-evening', 'SUN', '16:00–20:00'],
    ['definitely-evening', 'THU', '17:00–21:00'],
    ['unknown', 'MON', '15:00–18:00'],
    ['unknown', 'SAT', '10:00–14:00'],
  ] as const)('%s on %s: %s', (chronotype, weekday, expected) => {
    const { start, end } = peakWindow(chronotype, weekday)
    expect(`${hhmm(start)}–${hhmm(end)}`).toBe(expected)
  })

  it('gives every chronotype a window of 3 or 4 hours', () => {
    for (const { schoolDay, weekend } of Object.values(PEAK_WINDOWS)) {
      for (const { start, end } of [schoolDay, weekend])
        expect(end - start).toBeGreaterThanOrEqual(180)
    }
  })
})
