import { describe, expect, it } from 'vitest'
import { notesToShow } from './notes-draft'

const savedAt = '2026-01-10T10:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('notesToShow', () => {
  it('shows the server notes without a draft', () => {
    expect(notesToShow({ notes: 'A', notesSavedAt: savedAt }, null)).toEqual({
      text: 'A',
      unsaved: false,
    })
  })

  it('a draft typed after the last save wins and is unsaved', () => {
    const draft = { text: 'A i więcej', typedAt: at('2026-01-10T10:05:00.000Z') }
    expect(notesToShow({ notes: 'A', notesSavedAt: savedAt }, draft)).toEqual({
      text: 'A i więcej',
      unsaved: true,
    })
    expect(notesToShow({ notes: '', notesSavedAt: null }, draft).unsaved).toBe(true)
  })

  it('a draft older than the last save (saved elsewhere) is dropped', () => {
    const draft = { text: 'stare', typedAt: at('2026-01-10T09:00:00.000Z') }
    expect(notesToShow({ notes: 'nowe', notesSavedAt: savedAt }, draft)).toEqual({
      text: 'nowe',
      unsaved: false,
    })
  })

  it('a draft equal to the saved text is not unsaved', () => {
    const draft = { text: 'A', typedAt: at('2026-01-10T11:00:00.000Z') }
    expect(notesToShow({ notes: 'A', notesSavedAt: savedAt }, draft).unsaved).toBe(false)
  })
})
