import type { ParentLinkView } from '@app/contract/parent'
import { PARENT_TEXT } from '@app/contract/parent'
import { describe, expect, it } from 'vitest'
import { consentState } from './consent-state'

const view = (status: ParentLinkView['status']): ParentLinkView => ({
  id: 'a0000000-0000-4000-8000-000000000099',
  parent: { id: 'p', name: 'Anna Nowak' },
  status,
  requestedAt: '2025-10-13T08:00:00.000Z',
  expiresAt: '2025-10-20T08:00:00.000Z',
  consentedAt: status === 'ACTIVE' ? '2025-10-14T08:00:00.000Z' : null,
  sees: [],
  neverSees: [],
})

/** An answer of the typed client as `okBody` throws it. */
const refusal = (status: number, message: string) => ({
  status,
  body: { message, httpsStatus: status },
})

describe('consentState', () => {
  it.each([
    ['PENDING', 'question'],
    ['ACTIVE', 'accepted'],
    ['DECLINED', 'declined'],
    ['EXPIRED', 'expired'],
  ] as const)('a %s request is %s', (status, kind) => {
    expect(consentState({ data: view(status), error: null }, false).kind).toBe(kind)
  })

  it('tells an answer given here from a link opened again', () => {
    expect(consentState({ data: view('ACTIVE'), error: null }, true)).toMatchObject({
      kind: 'accepted',
      justNow: true,
    })
    expect(consentState({ data: view('DECLINED'), error: null }, false)).toMatchObject({
      kind: 'declined',
      justNow: false,
    })
  })

  it('says the refusals as the API words them', () => {
    expect(consentState({ error: refusal(403, PARENT_TEXT.linkForAnotherAccount) }, false)).toEqual(
      { kind: 'other-account', message: 'Ten link jest przeznaczony dla innego konta.' },
    )
    expect(consentState({ error: refusal(410, PARENT_TEXT.linkWithdrawn) }, false)).toEqual({
      kind: 'withdrawn',
      message: PARENT_TEXT.linkWithdrawn,
    })
  })

  it('falls back to the activation page for an id that is no consent link', () => {
    expect(consentState({ error: refusal(404, PARENT_TEXT.linkNotFound) }, false).kind).toBe(
      'not-a-consent-link',
    )
  })

  it('offers a retry for a failure that is not an answer, and waits meanwhile', () => {
    expect(consentState({ error: refusal(503, 'Serwer nie odpowiada.') }, false).kind).toBe(
      'failed',
    )
    expect(consentState({ error: new TypeError('Failed to fetch') }, false).kind).toBe('failed')
    expect(consentState({ error: null }, false).kind).toBe('loading')
  })
})
