import { consentSignals } from '@app/domain/site/cookie-consent'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_SCRIPT_ID,
  commandOf,
  loadAnalytics,
  pushConsentDefault,
  pushConsentUpdate,
  type DataLayerHost,
} from './consent-mode'

const commands = (host: DataLayerHost) => (host.dataLayer ?? []).map(commandOf)

describe('consent mode', () => {
  it('denies everything by default, once, in gtag’s Arguments form', () => {
    const host: DataLayerHost = {}
    pushConsentDefault(host)
    pushConsentDefault(host)
    expect(commands(host)).toEqual([['consent', 'default', consentSignals(false)]])
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe('[object Arguments]')
  })

  it('keeps what is already in the data layer', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'earlier' }] }
    pushConsentDefault(host)
    expect(host.dataLayer).toHaveLength(2)
    expect(host.dataLayer?.[0]).toEqual({ event: 'earlier' })
  })

  it.each([true, false])('pushes the update for accepted = %s', (accepted) => {
    const host: DataLayerHost = {}
    pushConsentDefault(host)
    pushConsentUpdate(host, accepted)
    expect(commands(host)[1]).toEqual(['consent', 'update', consentSignals(accepted)])
  })

  it('loads the analytics tag once, after the consent commands', () => {
    const host: DataLayerHost = {}
    const appended: { id: string; src: string; async: boolean }[] = []
    const doc = {
      createElement: () => ({ id: '', src: '', async: false }),
      getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
      head: { append: (element: (typeof appended)[number]) => appended.push(element) },
    } as unknown as Document
    pushConsentDefault(host)
    pushConsentUpdate(host, true)
    loadAnalytics('G-TEST', host, doc)
    loadAnalytics('G-TEST', host, doc)

    expect(appended).toEqual([
      {
        id: ANALYTICS_SCRIPT_ID,
        src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST',
        async: true,
      },
    ])
    expect(commands(host).map((command) => command?.[0])).toEqual([
      'consent',
      'consent',
      'js',
      'config',
    ])
  })
})
