import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../../lib/testing/memory-storage'
import { clearWizardDraft, readWizardDraft, writeWizardDraft } from './wizard-storage'
import { validDraft } from './wizard.fixtures'

const KEY = 'planner-wizard:user-1'
let local: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the wizard's draft in this browser", () => {
  it('keeps the step and everything typed, wrong values too, per user', () => {
    const draft = validDraft({ step: 3, sessionMinutes: 'abc' })
    draft.windows.MON = [{ start: '18:00', end: '' }]
    writeWizardDraft('user-1', draft)
    expect(readWizardDraft('user-1')).toEqual(draft)
    expect(readWizardDraft('user-2')).toBeNull()
    clearWizardDraft('user-1')
    expect(readWizardDraft('user-1')).toBeNull()
  })

  it.each([
    ['not JSON', '{"step":'],
    ['not an object', '"hello"'],
    ['a step out of range', JSON.stringify({ ...validDraft(), step: 7 })],
    [
      'an unknown subject',
      JSON.stringify(validDraft({ subjects: [{ subject: 'alchemia' }] as never })),
    ],
    ['a day missing from the week', JSON.stringify({ ...validDraft(), windows: { MON: [] } })],
    ['an older shape', JSON.stringify({ name: 'Plan', subjectIds: ['matematyka'] })],
  ])('reads a broken draft (%s) as none', (_, text) => {
    local.setItem(KEY, text)
    expect(readWizardDraft('user-1')).toBeNull()
  })

  it('drops fields it does not know', () => {
    local.setItem(KEY, JSON.stringify({ ...validDraft(), extra: 1 }))
    expect(readWizardDraft('user-1')).toEqual(validDraft())
  })
})
