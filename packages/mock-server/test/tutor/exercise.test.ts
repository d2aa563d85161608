import { describe, expect, it } from 'vitest'
import type { AnswerInput } from '@app/contract/exercises'
import { candidateAnswers, exerciseTurn, type CandidateShape } from '../../src/tutor/exercise'
import type { TutorExercise } from '../../src/tutor'

const numeric: CandidateShape = {
  answerType: 'NUMERIC',
  options: null,
  statement: 'Samochód jedzie 72 km/h przez 15 minut. Jaką drogę przejedzie?',
}
const expression: CandidateShape = {
  answerType: 'EXPRESSION',
  options: null,
  statement: 'Zapisz pole.',
}
const OPTIONS = [
  { id: 'a', text: 'Rybosom' },
  { id: 'b', text: 'Mitochondrium' },
  { id: 'c', text: 'Chloroplast' },
]
const single: CandidateShape = { answerType: 'SINGLE_CHOICE', options: OPTIONS, statement: '' }
const multiple: CandidateShape = { answerType: 'MULTIPLE_CHOICE', options: OPTIONS, statement: '' }
const n = (value: string): AnswerInput => ({ type: 'NUMERIC', value, unit: '' })

describe('candidateAnswers', () => {
  it.each<[string, CandidateShape, AnswerInput[]]>([
    ['Czy wynik to 11?', numeric, [n('11')]],
    ['Wyszło mi 18 km', numeric, [n('18 km'), n('18')]],
    ['Czy 18 to dobry wynik?', numeric, [n('18')]],
    ['18000 m', numeric, [n('18000 m'), n('18000')]],
    ['Wynik: 18 000 m', numeric, [n('18 000 m'), n('18 000')]],
    ['Czy wynik to 72 czy 18?', numeric, [n('18')]],
    ['Mam pomnożyć przez 4?', numeric, []],
    ['Nie wiem, od czego zacząć', numeric, []],
    ['Czy to 2x+2?', expression, [{ type: 'EXPRESSION', expression: '2x+2' }]],
    ['Wyszło mi x^2-1', expression, [{ type: 'EXPRESSION', expression: 'x^2-1' }]],
    ['Jak mam to policzyć?', expression, []],
    ['Czy to B?', single, [{ type: 'SINGLE_CHOICE', optionId: 'b' }]],
    ['Chyba mitochondrium', single, [{ type: 'SINGLE_CHOICE', optionId: 'b' }]],
    ['A może rybosom?', single, [{ type: 'SINGLE_CHOICE', optionId: 'a' }]],
    ['odpowiedź c', single, [{ type: 'SINGLE_CHOICE', optionId: 'c' }]],
    ['Nie wiem', single, []],
    ['Mitochondrium i chloroplast', multiple, [{ type: 'MULTIPLE_CHOICE', optionIds: ['b', 'c'] }]],
    ['Czy wynik to 11?', { answerType: 'OPEN', options: null, statement: '' }, []],
  ])('%s (%o)', (message, shape, expected) => {
    expect(candidateAnswers(message, shape)).toEqual(expected)
  })
})

describe('exerciseTurn', () => {
  const exercise: TutorExercise = {
    kind: 'exercise',
    title: 'Równanie',
    statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
    hints: [],
    solution: null,
    check: null,
  }

  it('opens with the statement and never the result; asked for it, points to the page', () => {
    const first = exerciseTurn(exercise, ['Pomóż'], 'socratic', 1)
    expect(first).toContain(exercise.statement)
    const asked = exerciseTurn(exercise, ['Pomóż', 'Podaj mi wynik'], 'explain', 1)
    expect(asked).toContain('Pokaż rozwiązanie')
  })

  it('follows the server’s check of a proposed result', () => {
    const right = exerciseTurn(
      { ...exercise, check: { verdict: 'CORRECT', feedback: 'Dobrze!' } },
      ['Czy to 11?'],
      'socratic',
      0,
    )
    expect(right).toMatch(/^Tak, to dobry wynik!/)
    const partial = exerciseTurn(
      {
        ...exercise,
        check: { verdict: 'PARTIAL', feedback: 'Wynik poprawny, ale brakuje jednostki.' },
      },
      ['18'],
      'socratic',
      0,
    )
    expect(partial).toBe(
      'Prawie! Wynik poprawny, ale brakuje jednostki. Popraw to i napisz mi jeszcze raz.',
    )
    const wrong = exerciseTurn(
      { ...exercise, check: { verdict: 'INCORRECT', feedback: 'Niestety.' } },
      ['12'],
      'socratic',
      0,
    )
    expect(wrong).toMatch(/^To jeszcze nie ten wynik/)
  })

  it('quotes the solution only once the student has it', () => {
    const solved = { ...exercise, solution: 'Wynik to $x = 11$.' }
    expect(exerciseTurn(solved, ['a', 'Pokaż rozwiązanie'], 'socratic', 0)).toContain('$x = 11$')
    expect(exerciseTurn(exercise, ['a', 'Pokaż rozwiązanie'], 'socratic', 0)).not.toContain('11')
  })
})
