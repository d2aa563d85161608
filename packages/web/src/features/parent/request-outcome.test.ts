import type { LatestRequest } from '@app/contract/parent'
import { describe, expect, it } from 'vitest'
import { requestOutcomeCopy } from './request-outcome'

const request = (
  status: NonNullable<LatestRequest['request']>['status'],
  childFirstName = 'Kuba',
): LatestRequest['request'] => ({
  childId: 'c',
  childName: `${childFirstName} Nowak`,
  childFirstName,
  status,
  requestedAt: '2025-10-13T08:00:00.000Z',
  answeredAt: status === 'PENDING' ? null : '2025-10-14T08:00:00.000Z',
})

describe('requestOutcomeCopy', () => {
  it('says the request was sent, in the words of the issue', () => {
    expect(requestOutcomeCopy(request('PENDING')).text).toBe(
      'Wysłaliśmy prośbę do Kuby. Gdy się zgodzi, zobaczysz jego postępy.',
    )
    expect(requestOutcomeCopy(request('PENDING', 'Zosia')).text).toBe(
      'Wysłaliśmy prośbę do Zosi. Gdy się zgodzi, zobaczysz jej postępy.',
    )
  })

  it.each([
    ['PENDING', 'Prośba wysłana', false],
    ['ACTIVE', 'Konta są połączone', false],
    ['DECLINED', 'Prośba nie została przyjęta', true],
    ['EXPIRED', 'Prośba wygasła', true],
  ] as const)('%s: %s, ask again %s', (status, title, askAgain) => {
    expect(requestOutcomeCopy(request(status))).toMatchObject({ title, askAgain })
  })

  it('has a next step before the first request', () => {
    expect(requestOutcomeCopy(null)).toMatchObject({
      title: 'Nie wysłano jeszcze prośby',
      askAgain: false,
    })
  })
})
