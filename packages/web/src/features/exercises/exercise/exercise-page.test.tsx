import type { Exercise } from '@app/contract/exercises'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { exerciseQuery } from '../../../api/exercises/queries'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'
import { ExercisePage } from './exercise-page'

const ID = '2ZnOGeq1CYgEr7PGvd2Kg3L3Fnv'

const exercise = (patch: Partial<Exercise> = {}): Exercise => ({
  id: ID,
  subject: 'fizyka',
  level: 'MATURA_BASIC',
  topic: 'kinematyka',
  difficulty: 'EASY',
  title: 'Droga samochodu',
  answerType: 'NUMERIC',
  status: 'PUBLISHED',
  progress: 'NONE',
  authorName: 'Zespół',
  reviewComment: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  submittedAt: null,
  statement: 'Samochód jedzie z prędkością 72 km/h przez 15 minut. Jaką drogę przebędzie?',
  images: [],
  options: null,
  expectsUnit: true,
  variables: [],
  hintsTotal: 3,
  hintsRevealed: [],
  solved: false,
  solutionRevealed: false,
  solution: null,
  key: null,
  attempts: [],
  rights: { edit: false, delete: false, review: false },
  version: 1,
  ...patch,
})

async function render(shown: Exercise) {
  const client = new QueryClient()
  await client.prefetchQuery({ ...exerciseQuery('u', ID), queryFn: () => shown })
  return renderPageMarkup(<ExercisePage userId="u" exerciseId={ID} />, client)
}

describe('an exercise not solved yet', () => {
  it('asks for a result and its unit, offers the first hint, the solution behind a question and the chat', async () => {
    const html = await render(exercise())
    expect(html).toContain('<h1')
    expect(html).toContain('Droga samochodu')
    expect(html).toContain('>Wynik</label>')
    expect(html).toContain('>Jednostka</label>')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Sprawdź<\/button>/)
    expect(html).toMatch(/<button[^>]*>.*Podpowiedź 1 z 3<\/button>/)
    expect(html).toContain('Pokaż rozwiązanie')
    expect(html).toContain(`href="${ROUTES.chat}?zadanie=${ID}"`)
    // Nothing of the answer is on the page, and the reviewer's and editor's controls are not.
    expect(html).not.toContain('Odpowiedź:')
    expect(html).not.toContain('Zatwierdź')
    expect(html).not.toContain('Edytuj')
  })

  it('without a unit asks for the number only', async () => {
    const html = await render(exercise({ expectsUnit: false }))
    expect(html).not.toContain('>Jednostka</label>')
  })

  it('shows the hints revealed so far and offers the next one', async () => {
    const html = await render(exercise({ hintsRevealed: ['Zamień 15 minut na godziny.'] }))
    expect(html).toContain('Zamień 15 minut na godziny.')
    expect(html).toMatch(/<h3[^>]*>.*Podpowiedź 1 z 3<\/h3>/)
    expect(html).toMatch(/<button[^>]*>.*Podpowiedź 2 z 3<\/button>/)
  })

  it('shows its pictures with their text alternative beside them', async () => {
    const html = await render(
      exercise({ images: [{ id: 'img1', url: '/api/media/x.png', alt: 'Wykres v(t)' }] }),
    )
    expect(html).toContain('alt="Wykres v(t)"')
    expect(html).toMatch(/<figcaption[^>]*>Wykres v\(t\)<\/figcaption>/)
  })

  it.each([
    ['SINGLE_CHOICE', 'type="radio"', 'Wybierz odpowiedź'],
    ['MULTIPLE_CHOICE', 'type="checkbox"', 'Zaznacz wszystkie poprawne odpowiedzi'],
  ] as const)('%s: its options to choose from', async (answerType, input, legend) => {
    const html = await render(
      exercise({
        answerType,
        expectsUnit: false,
        options: [
          { id: 'a', text: 'Mitochondrium' },
          { id: 'b', text: 'Rybosom' },
        ],
      }),
    )
    expect(html.match(new RegExp(input, 'g'))).toHaveLength(2)
    expect(html).toContain(legend)
  })

  it('EXPRESSION: names the letters to use', async () => {
    const html = await render(
      exercise({ answerType: 'EXPRESSION', expectsUnit: false, variables: ['x'] }),
    )
    expect(html).toContain('>Wyrażenie</label>')
    expect(html).toContain('Użyj zmiennej x.')
  })

  it('OPEN: the text first, then the model solution; no separate reveal', async () => {
    const html = await render(exercise({ answerType: 'OPEN', expectsUnit: false }))
    expect(html).toContain('Twoja odpowiedź</label>')
    expect(html).toContain('Pokaż wzorcowe rozwiązanie')
    expect(html).not.toContain('Pokaż rozwiązanie<')
    expect(html).not.toContain('Mam dobrze')
  })

  it('OPEN with its solution revealed: the model solution and the self-grade', async () => {
    const html = await render(
      exercise({
        answerType: 'OPEN',
        expectsUnit: false,
        solutionRevealed: true,
        solution: 'Mitoza daje dwie komórki potomne.',
        key: { type: 'OPEN' },
      }),
    )
    expect(html).toContain('Wzorcowe rozwiązanie')
    expect(html).toContain('Mitoza daje dwie komórki potomne.')
    for (const grade of ['Mam dobrze', 'Częściowo', 'Źle'])
      expect(html).toContain(`${grade}</button>`)
  })
})

describe('a solved exercise', () => {
  it('shows the answer, the worked solution and the attempts, newest first', async () => {
    const html = await render(
      exercise({
        solved: true,
        progress: 'SOLVED',
        solution: 'Droga to iloczyn prędkości i czasu.',
        key: { type: 'NUMERIC', value: 18, tolerance: 0, unit: 'km', form: 'DECIMAL' },
        attempts: [
          {
            attemptNo: 1,
            at: '2026-11-27T10:00:00Z',
            verdict: 'INCORRECT',
            answerText: '1080 km',
            feedback: 'Źle.',
          },
          {
            attemptNo: 2,
            at: '2026-11-27T10:01:00Z',
            verdict: 'CORRECT',
            answerText: '18 km',
            feedback: 'Dobrze!',
          },
        ],
      }),
    )
    expect(html).toContain('Odpowiedź:</strong>')
    expect(html).toContain('18 km')
    expect(html).toContain('Droga to iloczyn prędkości i czasu.')
    expect(html).not.toContain('Pokaż rozwiązanie')
    expect(html.indexOf('Próba 2')).toBeLessThan(html.indexOf('Próba 1'))
  })
})

describe("a reviewer's view", () => {
  it('has the review panel and the editor', async () => {
    const html = await render(
      exercise({ status: 'PENDING', rights: { edit: true, delete: false, review: true } }),
    )
    for (const action of ['Zatwierdź', 'Poproś o poprawki', 'Odrzuć'])
      expect(html).toContain(action)
    expect(html).toContain('Komentarz dla autora')
    expect(html).toContain(`href="${routePath(ROUTES.exerciseEdit, { exerciseId: ID })}"`)
    expect(html).toContain('Oczekuje na recenzję')
  })
})
