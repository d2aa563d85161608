import { describe, expect, it } from 'vitest'
import {
  bootSupportWidget,
  shutdownSupportWidget,
  supportWidgetSettings,
  type SupportWidgetHost,
} from './intercom'

const user = {
  id: 'u-1',
  name: 'Ola Nowak',
  createdAt: '2025-09-01T10:00:00+02:00',
  intercomToken: 'a1b2c3',
}

/** Just the DOM a script loader needs. */
function fakeDocument() {
  const appended: { id: string; src: string; async: boolean }[] = []
  const doc = {
    createElement: () => ({ id: '', src: '', async: false }),
    getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
    head: { append: (element: (typeof appended)[number]) => appended.push(element) },
  }
  return { doc: doc as unknown as Document, appended }
}

describe('supportWidgetSettings', () => {
  it('signs the user in with the token, name and creation time in Unix seconds', () => {
    expect(supportWidgetSettings('app1', user)).toEqual({
      app_id: 'app1',
      user_id: 'u-1',
      user_hash: 'a1b2c3',
      name: 'Ola Nowak',
      created_at: Date.parse('2025-09-01T08:00:00Z') / 1000,
    })
  })

  it.each([
    ['no token', { ...user, intercomToken: null }],
    ['an empty token', { ...user, intercomToken: '' }],
    ['an unreadable creation time', { ...user, createdAt: 'wczoraj' }],
  ])('none for %s', (_, withoutWidget) => {
    expect(supportWidgetSettings('app1', withoutWidget)).toBeNull()
  })
})

describe('bootSupportWidget', () => {
  it('queues the boot until the script, added once, has loaded', () => {
    const settings = supportWidgetSettings('app 1', user)
    if (!settings) throw new Error('no settings')
    const host: SupportWidgetHost = {}
    const { doc, appended } = fakeDocument()

    bootSupportWidget(settings, host, doc)
    bootSupportWidget(settings, host, doc)
    shutdownSupportWidget(host)

    expect(appended).toEqual([
      { id: 'support-widget', src: 'https://widget.intercom.io/widget/app%201', async: true },
    ])
    const queued = (host.Intercom?.q ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
    expect(queued).toEqual([['boot', settings], ['boot', settings], ['shutdown']])
  })
})
