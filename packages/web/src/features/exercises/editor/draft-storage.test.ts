import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../../lib/testing/memory-storage'
import { clearDraft, draftKey, readDraft, writeDraft, type StoredDraft } from './draft-storage'
import { EMPTY_VALUES } from './editor-values'

let local: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const draft: StoredDraft = {
  values: {
    ...EMPTY_VALUES,
    title: 'Równanie liniowe',
    statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
    images: [{ id: 'img', url: '/api/media/a.png', alt: 'Wykres' }],
  },
  savedAt: Date.UTC(2026, 10, 28, 9, 5),
  version: null,
  intent: { request: '{"source":{}}', key: 'k'.repeat(32) },
}

describe("the editor's draft in this browser", () => {
  it('keeps everything typed, the version and the create key, per user and exercise', () => {
    writeDraft('u1', undefined, draft)
    expect(readDraft('u1', undefined)).toEqual(draft)
    expect(readDraft('u2', undefined)).toBeNull()
    expect(readDraft('u1', 'ex1')).toBeNull()
    writeDraft('u1', 'ex1', { ...draft, version: 3, intent: null })
    expect(readDraft('u1', 'ex1')?.version).toBe(3)
    clearDraft('u1', undefined)
    expect(readDraft('u1', undefined)).toBeNull()
    expect(readDraft('u1', 'ex1')).not.toBeNull()
  })

  it("drops a picture's local address, which a reload does not keep", () => {
    const image = { id: 'img2', url: 'blob:http://localhost/123', alt: 'Schemat' }
    writeDraft('u1', undefined, { ...draft, values: { ...draft.values, images: [image] } })
    expect(readDraft('u1', undefined)?.values.images).toEqual([{ ...image, url: '' }])
  })

  it.each([
    ['not JSON', '{"values":'],
    ['no values', JSON.stringify({ savedAt: 1, version: null, intent: null })],
    [
      'a value of another shape',
      JSON.stringify({ ...draft, values: { ...draft.values, hints: 'x' } }),
    ],
    [
      'an unknown answer type',
      JSON.stringify({ ...draft, values: { ...draft.values, answerType: 'ESSAY' } }),
    ],
  ])('ignores %s', (_name, stored) => {
    local.setItem(draftKey('u1', undefined), stored)
    expect(readDraft('u1', undefined)).toBeNull()
  })
})
