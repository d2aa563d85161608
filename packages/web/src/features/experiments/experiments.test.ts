import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateBrowserSession } from '../../lib/storage'
import { MemoryStorage } from '../../lib/testing/memory-storage'
import {
  experimentForTrace,
  experimentStorageKey,
  readVariation,
  resolveVariations,
} from './experiments'

let local: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
  vi.stubGlobal('sessionStorage', new MemoryStorage())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('resolveVariations', () => {
  it('stores a variation read from the query, so that it sticks', () => {
    const variations = resolveVariations('?webinar-14-10=v2&mw-03-11=zz')
    expect(variations).toEqual({
      'mw-03-11': 'unknown',
      'saas-student-28-08': 'unknown',
      'saas-parent-28-08': 'unknown',
      'launch-landing-09-09': 'unknown',
      'webinar-14-10': 'v2',
    })
    expect(local.getItem(experimentStorageKey('webinar-14-10'))).toBe('v2')
    expect(local.getItem(experimentStorageKey('mw-03-11'))).toBeNull()
    expect(readVariation('webinar-14-10', '')).toBe('v2')
    // The stored value wins over a later query (domain rule).
    expect(resolveVariations('?webinar-14-10=v3')['webinar-14-10']).toBe('v2')
  })
})

describe('experimentForTrace', () => {
  it('is undefined outside every experiment', () => {
    expect(experimentForTrace('?source=yt')).toBeUndefined()
  })

  it('names the experiment of the query, with the source of the URL', () => {
    local.setItem(experimentStorageKey('mw-03-11'), 'a')
    expect(experimentForTrace('?launch-landing-09-09=b&source=ig')).toEqual({
      experimentId: 'launch-landing-09-09',
      variation: 'b',
      source: 'ig',
    })
  })

  it('else the first stored experiment, with the first-joined source of the session', () => {
    local.setItem(experimentStorageKey('webinar-14-10'), 'v1')
    local.setItem(experimentStorageKey('saas-parent-28-08'), 'b')
    updateBrowserSession({ firstJoinedFrom: 'tiktok' })
    expect(experimentForTrace('?source=yt')).toEqual({
      experimentId: 'saas-parent-28-08',
      variation: 'b',
      source: 'tiktok',
    })
  })
})
