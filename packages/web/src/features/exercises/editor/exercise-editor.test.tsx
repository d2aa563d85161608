import type { ExerciseEdit } from '@app/contract/exercises'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../../lib/testing/memory-storage'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'
import { writeDraft } from './draft-storage'
import { EMPTY_VALUES } from './editor-values'
import { ExerciseEditor } from './exercise-editor'

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const ID = '2ZnOGeq1CYgEr7PGvd2Kg3L3Fnv'

const edit = (status: ExerciseEdit['status']): ExerciseEdit => ({
  id: ID,
  version: 4,
  status,
  source: {
    subject: 'matematyka',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Równanie liniowe',
    statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
    solution: '$x = 11$',
    answer: { type: 'NUMERIC', value: 11, tolerance: 0, unit: null, form: 'DECIMAL' },
    hints: ['Wymnóż nawias.'],
    images: [],
  },
  images: [],
  rights: { edit: true, delete: true, review: false },
  history: [],
  authorName: 'Uczeń',
  updatedAt: '2026-11-27T10:00:00Z',
})

describe('a new exercise', () => {
  it("sends for review by default; 'Zapisz jako prywatne' beside it", async () => {
    const html = await renderPageMarkup(<ExerciseEditor userId="u" />)
    expect(html).toContain('Nowe zadanie')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Wyślij do recenzji<\/button>/)
    expect(html).toContain('Zapisz jako prywatne')
    expect(html).not.toContain('Przywrócono wersję roboczą')
  })

  it('comes back from its draft with the time it was kept, and the draft can be dropped', async () => {
    writeDraft('u', undefined, {
      values: { ...EMPTY_VALUES, title: 'Szkic z TeX-em', statement: 'Oblicz $\\sqrt{2}$' },
      // 10:05 in Warsaw (UTC+1 in November).
      savedAt: Date.UTC(2026, 10, 28, 9, 5),
      version: null,
      intent: null,
    })
    const html = await renderPageMarkup(<ExerciseEditor userId="u" />)
    expect(html).toContain('Przywrócono wersję roboczą z 28.11.2026 10:05')
    expect(html).toContain('Odrzuć szkic')
    // The form's fields get their values in the browser; the preview shows them already.
    expect(html).toContain('<h3 class="exercise-editor-preview-title">Szkic z TeX-em</h3>')
    // Another user's editor on this browser has no draft.
    expect(await renderPageMarkup(<ExerciseEditor userId="v" />)).not.toContain('Przywrócono')
  })
})

describe('an edit', () => {
  it('of a returned exercise sends it for review again, or keeps its status', async () => {
    const html = await renderPageMarkup(
      <ExerciseEditor userId="u" edit={edit('CHANGES_REQUESTED')} />,
    )
    expect(html).toContain('Edycja zadania')
    expect(html).toContain('<h3 class="exercise-editor-preview-title">Równanie liniowe</h3>')
    expect(html).toContain('name="hints.0.text"')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Wyślij do recenzji<\/button>/)
    expect(html).toContain('Zapisz zmiany')
    expect(html).not.toContain('Zapisz jako prywatne')
  })

  it('of a published exercise saves the changes only', async () => {
    const html = await renderPageMarkup(<ExerciseEditor userId="u" edit={edit('PUBLISHED')} />)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Zapisz zmiany<\/button>/)
    expect(html).not.toContain('Wyślij do recenzji')
  })

  it('a draft equal to the saved exercise is no draft', async () => {
    writeDraft('u', ID, {
      values: {
        ...EMPTY_VALUES,
        subject: 'matematyka',
        level: 'MATURA_BASIC',
        topic: 'rownania-i-nierownosci',
        difficulty: 'EASY',
        title: 'Równanie liniowe',
        statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
        solution: '$x = 11$',
        numeric: { value: '11', tolerance: '0', unit: '', form: 'DECIMAL' },
        hints: [{ text: 'Wymnóż nawias.' }],
      },
      savedAt: 0,
      version: 4,
      intent: null,
    })
    const html = await renderPageMarkup(<ExerciseEditor userId="u" edit={edit('PRIVATE')} />)
    expect(html).not.toContain('Przywrócono')
  })
})
