import { ExerciseSourceSchema, type ExerciseSource } from '@app/contract/exercises'
import { describe, expect, it } from 'vitest'
import { editorErrors, editorResolver } from './editor-resolver'
import {
  EMPTY_VALUES,
  fromSource,
  nextOptionId,
  parseDecimal,
  sameValues,
  toSourceCandidate,
  type EditorValues,
} from './editor-values'

const filled: EditorValues = {
  ...EMPTY_VALUES,
  subject: 'fizyka',
  level: 'MATURA_BASIC',
  topic: 'kinematyka',
  difficulty: 'EASY',
  title: 'Droga samochodu',
  statement: 'Samochód jedzie $72\\ \\text{km/h}$ przez 15 minut. Jaką drogę przebędzie?',
  solution: '$s = v t = 72 \\cdot 0{,}25 = 18$ km',
  numeric: { value: '18', tolerance: '0,1', unit: 'km', form: 'DECIMAL' },
}

const check = (values: EditorValues) => editorResolver(values, undefined, {} as never)

describe('numbers typed in the editor', () => {
  it.each([
    ['18', 18],
    ['0,5', 0.5],
    ['-2,25', -2.25],
    ['−3', -3],
    ['1 500', 1500],
    ['1\u00a0500,5', 1500.5],
    ['1.5e3', 1500],
    ['', Number.NaN],
    ['1,2,3', Number.NaN],
    ['pięć', Number.NaN],
  ])('%j → %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })
})

describe('the form as the contract’s source', () => {
  it('a numeric key with a Polish tolerance and a unit', async () => {
    const result = await check(filled)
    expect(result.errors).toEqual({})
    expect((result.values as ExerciseSource).answer).toEqual({
      type: 'NUMERIC',
      value: 18,
      tolerance: 0.1,
      unit: 'km',
      form: 'DECIMAL',
    })
  })

  it('a choice key takes the marked options; the other types’ fields stay out', () => {
    const values: EditorValues = {
      ...filled,
      answerType: 'MULTIPLE_CHOICE',
      options: [
        { id: 'a', text: 'Mitochondrium', correct: true },
        { id: 'b', text: 'Rybosom', correct: false },
        { id: 'c', text: 'Chloroplast', correct: true },
      ],
    }
    const source = ExerciseSourceSchema.parse(toSourceCandidate(values))
    expect(source.answer).toEqual({
      type: 'MULTIPLE_CHOICE',
      options: [
        { id: 'a', text: 'Mitochondrium' },
        { id: 'b', text: 'Rybosom' },
        { id: 'c', text: 'Chloroplast' },
      ],
      correct: ['a', 'c'],
    })
  })

  it('an expression key with its variables as typed', () => {
    const values: EditorValues = {
      ...filled,
      answerType: 'EXPRESSION',
      expression: { expression: '2(x+1)', variables: 'x, y' },
    }
    expect(ExerciseSourceSchema.parse(toSourceCandidate(values)).answer).toEqual({
      type: 'EXPRESSION',
      expression: '2(x+1)',
      variables: ['x', 'y'],
    })
  })

  it('goes back into the same form (an edit starts from the saved source)', () => {
    const values: EditorValues = {
      ...filled,
      hints: [{ text: 'v = s/t' }],
      images: [{ id: '2ZnOGeq1CYgEr7PGvd2Kg3L3Fnv', url: '/api/media/a.png', alt: 'Wykres v(t)' }],
    }
    const source = ExerciseSourceSchema.parse(toSourceCandidate(values))
    const back = fromSource(source, [
      { id: values.images[0]!.id, url: '/api/media/a.png', alt: '' },
    ])
    expect(sameValues(back, { ...values, numeric: { ...values.numeric, tolerance: '0,1' } })).toBe(
      true,
    )
  })
})

describe('what the editor says about a wrong source, and where', () => {
  it.each([
    [
      'a result that is not a number',
      { numeric: { ...filled.numeric, value: 'abc' } },
      'numeric.value',
      'Podaj poprawny wynik jako liczbę.',
    ],
    [
      'a negative tolerance',
      { numeric: { ...filled.numeric, tolerance: '-1' } },
      'numeric.tolerance',
      'Tolerancja musi być liczbą nieujemną.',
    ],
    ['a short title', { title: 'ab' }, 'title', 'Tytuł musi mieć od 3 do 120 znaków.'],
    [
      'no subject',
      { subject: '' },
      'subject',
      'Wybierz przedmiot: matematyka, fizyka, chemia lub biologia.',
    ],
    [
      'an empty hint',
      { hints: [{ text: 'Najpierw zamień minuty' }, { text: ' ' }] },
      'hints.1.text',
      'Podpowiedź musi mieć od 1 do 1000 znaków.',
    ],
    [
      'a picture without its description',
      { images: [{ id: '2ZnOGeq1CYgEr7PGvd2Kg3L3Fnv', url: '', alt: ' ' }] },
      'images.0.alt',
      'Opisz obrazek słowami (od 1 do 200 znaków): ten opis przeczyta czytnik ekranu.',
    ],
    [
      'no correct option',
      {
        answerType: 'SINGLE_CHOICE',
        options: [
          { id: 'a', text: 'Tak', correct: false },
          { id: 'b', text: 'Nie', correct: false },
        ],
      },
      'options.root',
      'Zaznacz poprawną odpowiedź spośród odpowiedzi do wyboru.',
    ],
    [
      'an empty option',
      {
        answerType: 'SINGLE_CHOICE',
        options: [
          { id: 'a', text: 'Tak', correct: true },
          { id: 'b', text: '', correct: false },
        ],
      },
      'options.1.text',
      'Odpowiedź do wyboru musi mieć od 1 do 300 znaków.',
    ],
    [
      'no variable',
      { answerType: 'EXPRESSION', expression: { expression: 'x+1', variables: '' } },
      'expression.variables',
      'Podaj od 1 do 3 zmiennych, każdą jako jedną literę.',
    ],
  ] as const)('%s', async (_name, patch, path, message) => {
    const { errors } = await check({ ...filled, ...patch } as EditorValues)
    const found = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors)
    expect(found).toMatchObject({ message })
  })

  it('keeps the first message of a field', () => {
    const errors = editorErrors([
      { code: 'custom', path: ['title'], message: 'pierwszy' },
      { code: 'custom', path: ['title'], message: 'drugi' },
    ])
    expect(errors.title?.message).toBe('pierwszy')
  })
})

describe('new options', () => {
  it('take the first free letter', () => {
    expect(
      nextOptionId([
        { id: 'a', text: '', correct: false },
        { id: 'c', text: '', correct: false },
      ]),
    ).toBe('b')
  })
})
