import type { SignedDownload } from '@app/contract/ebook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EXPIRING_PREFIX } from '../../lib/storage'
import { MemoryStorage } from '../../lib/testing/memory-storage'
import { readCachedDownload, signedDownload } from './download-cache'

const T = Date.parse('2025-10-01T12:00:00Z')
const link = (n: number): SignedDownload => ({
  ebook: 'ebook',
  fileName: 'Efektywna-nauka-w-praktyce.pdf',
  url: `/api/media/ebooks/efektywna-nauka-w-praktyce.pdf?expires=${n}&signature=s${n}`,
  // The server's clock says something else entirely: only the validity counts.
  expiresAt: '2031-01-01T00:00:00.000Z',
  expiresInSeconds: 900,
})

let local: MemoryStorage
beforeEach(() => {
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
})
afterEach(() => vi.unstubAllGlobals())

describe('signed ebook links in the browser', () => {
  it('asks the API once and reuses the link until 30 s before it expires', async () => {
    let now = T
    let calls = 0
    const fetchLink = async () => link(++calls)
    const first = await signedDownload('ebook', fetchLink, () => now)
    expect(first).toEqual({
      url: link(1).url,
      fileName: 'Efektywna-nauka-w-praktyce.pdf',
      expiresAt: T + 900_000,
    })
    now = T + 869_999
    expect((await signedDownload('ebook', fetchLink, () => now)).url).toBe(link(1).url)
    expect(calls).toBe(1)
    now = T + 870_000
    expect((await signedDownload('ebook', fetchLink, () => now)).url).toBe(link(2).url)
    expect(calls).toBe(2)
  })

  it('keeps each ebook apart', async () => {
    await signedDownload(
      'ebook',
      async () => link(1),
      () => T,
    )
    expect(readCachedDownload('ebook', T)).toBeDefined()
    expect(readCachedDownload('webinar', T)).toBeUndefined()
  })

  it('stores the link as an expiring item that the cleanup removes in time', async () => {
    await signedDownload(
      'webinar',
      async () => link(1),
      () => T,
    )
    const stored = JSON.parse(local.getItem(`${EXPIRING_PREFIX}ebook-download:webinar`) ?? '{}')
    expect(stored.expiresAt).toBe(T + 870_000)
  })

  it('ignores a malformed stored value and asks again', async () => {
    local.setItem(
      `${EXPIRING_PREFIX}ebook-download:ebook`,
      JSON.stringify({ value: { url: 42 }, expiresAt: T + 600_000 }),
    )
    let calls = 0
    await signedDownload(
      'ebook',
      async () => link(++calls),
      () => T,
    )
    expect(calls).toBe(1)
  })

  it('does not keep a link when the API fails', async () => {
    await expect(
      signedDownload(
        'ebook',
        () => Promise.reject(new Error('503')),
        () => T,
      ),
    ).rejects.toThrow('503')
    expect(readCachedDownload('ebook', T)).toBeUndefined()
  })
})
