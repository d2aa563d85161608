import type { ParentChild } from '@app/contract/parent'
import { describe, expect, it } from 'vitest'
import { childCardView, dayRows, ofTotal, weekLabel } from './parent-format'

const child = (over: Partial<ParentChild>): ParentChild => ({
  childId: 'c',
  name: 'Kuba Nowak',
  status: 'PENDING',
  requestedAt: '2025-10-13T08:00:00.000Z',
  consentedAt: null,
  lastResentAt: null,
  expiresAt: '2025-10-20T08:00:00.000Z',
  resendAvailableAt: '2025-10-13T22:00:00.000Z',
  ...over,
})

describe('weekLabel', () => {
  it('names the year once, or both across a new year', () => {
    expect(weekLabel('2025-10-13', '2025-10-19')).toBe('13.10–19.10.2025')
    expect(weekLabel('2025-12-29', '2026-01-04')).toBe('29.12.2025–04.01.2026')
  })
})

describe('dayRows', () => {
  it('draws each day against the longest one', () => {
    const rows = dayRows([
      { date: '2025-10-13', studySeconds: 2700 },
      { date: '2025-10-14', studySeconds: 5400 },
      { date: '2025-10-15', studySeconds: 0 },
    ])
    expect(rows.map((r) => [r.label, r.time, r.share])).toEqual([
      ['pon. 13.10.2025', '45 min', 50],
      ['wt. 14.10.2025', '1 godz. 30 min', 100],
      ['śr. 15.10.2025', '0 min', 0],
    ])
  })

  it('draws no bar in a week without study', () => {
    expect(dayRows([{ date: '2025-10-13', studySeconds: 0 }])[0]?.share).toBe(0)
  })
})

describe('ofTotal', () => {
  it('says done of planned, or a dash when nothing was planned', () => {
    expect(ofTotal(3, 5, 0.6)).toBe('3 z 5 (60%)')
    expect(ofTotal(0, 0, null)).toBe('—')
  })
})

describe('childCardView', () => {
  it.each([
    ['PENDING', 'Oczekuje na zgodę', { canResend: true, showsWeek: false, canAskAgain: false }],
    ['ACTIVE', 'Połączone', { canResend: false, showsWeek: true, canAskAgain: false }],
    ['DECLINED', 'Bez zgody', { canResend: false, showsWeek: false, canAskAgain: true }],
    ['EXPIRED', 'Prośba wygasła', { canResend: false, showsWeek: false, canAskAgain: true }],
  ] as const)('%s: %s', (status, badge, actions) => {
    const view = childCardView(
      child({ status, consentedAt: status === 'ACTIVE' ? '2025-10-14T08:00:00.000Z' : null }),
    )
    expect(view.badge).toBe(badge)
    expect(view).toMatchObject(actions)
  })

  it('says until when a waiting link works, in Warsaw time', () => {
    expect(childCardView(child({})).note).toBe(
      'Prośba wysłana 13.10.2025, link ważny do 20.10.2025 10:00.',
    )
  })
})
