import { describe, expect, it } from 'vitest'
import {
  QUIZ_FIELDS,
  QUIZ_FIELD_MESSAGES,
  type QuizAnswers,
  type QuizField,
  type SchoolType,
} from '@app/contract/user'
import {
  PARENT_ONLY_CHILD_QUESTIONS,
  applyAnswer,
  checkAnswer,
  checkQuiz,
  firstUnanswered,
  gradeLabel,
  gradeMessage,
  gradeRange,
  pendingAnswersMessage,
  questionCounter,
  quizFields,
} from './initial-quiz'

const FULL: Required<QuizAnswers> = {
  schoolType: 'LICEUM',
  grade: 2,
  subjects: ['matematyka', 'biologia'],
  goals: ['GRADES', 'HABITS'],
  chronotype: 'moderately-evening',
  weeklyStudyHours: 6,
  biggestChallenge: 'Odkładanie nauki na później',
}

describe('gradeRange and gradeMessage', () => {
  it.each([
    ['PODSTAWOWA', 8, 'W szkole podstawowej wybierz klasę od 1 do 8.'],
    ['LICEUM', 4, 'W liceum wybierz klasę od 1 do 4.'],
    ['TECHNIKUM', 5, 'W technikum wybierz klasę od 1 do 5.'],
    ['BRANZOWA', 3, 'W szkole branżowej wybierz klasę od 1 do 3.'],
    ['STUDIA', 5, 'Na studiach wybierz rok od 1 do 5.'],
  ] as const)('%s: 1–%i, "%s"', (schoolType, max, message) => {
    expect(gradeRange(schoolType)).toEqual({ min: 1, max })
    expect(gradeMessage(schoolType)).toBe(message)
  })

  it('labels a grade, or a year at university', () => {
    expect(gradeLabel('LICEUM', 3)).toBe('3. klasa')
    expect(gradeLabel('STUDIA', 2)).toBe('2. rok')
  })
})

// [field, good values, bad values]: each value on its own, with no other answers.
const VALUES: [QuizField, unknown[], unknown[]][] = [
  [
    'schoolType',
    ['PODSTAWOWA', 'LICEUM', 'TECHNIKUM', 'BRANZOWA', 'STUDIA'],
    ['GIMNAZJUM', 'liceum', '', 1, null],
  ],
  ['grade', [1, 4, 8], [0, 9, 2.5, '2', null]],
  [
    'subjects',
    [
      ['matematyka'],
      [
        'matematyka',
        'fizyka',
        'chemia',
        'biologia',
        'historia',
        'geografia',
        'wos',
        'informatyka',
        'filozofia',
        'przyroda',
      ],
    ],
    [
      [],
      ['alchemia'],
      ['matematyka', 'matematyka'],
      'matematyka',
      [
        'matematyka',
        'fizyka',
        'chemia',
        'biologia',
        'historia',
        'geografia',
        'wos',
        'informatyka',
        'filozofia',
        'przyroda',
        'jezyk-polski',
      ],
    ],
  ],
  [
    'goals',
    [['EXAM'], ['GRADES', 'HABITS', 'TIME']],
    [[], ['GRADES', 'HABITS', 'TIME', 'EXAM'], ['EXAM', 'EXAM'], ['FUN'], 'EXAM'],
  ],
  [
    'chronotype',
    ['definitely-morning', 'intermediate', 'definitely-evening', 'unknown'],
    ['Nie wiem', 'owl', 3],
  ],
  ['weeklyStudyHours', [1, 10, 20], [0, 21, 1.5, '5', -1]],
  [
    'biggestChallenge',
    ['', 'Matematyka', 'a'.repeat(500), ` ${'a'.repeat(500)} `],
    ['a'.repeat(501), 7, null],
  ],
]

describe('checkAnswer: each field', () => {
  describe.each(VALUES)('%s', (field, good, bad) => {
    it.each(good.map((v) => [v]))('accepts %j', (value) => {
      expect(checkAnswer(field, value, {}, false)).toEqual({ ok: true })
    })
    it.each(bad.map((v) => [v]))('refuses %j with the question’s message', (value) => {
      expect(checkAnswer(field, value, {}, false)).toEqual({
        ok: false,
        field,
        message: QUIZ_FIELD_MESSAGES[field],
      })
    })
  })

  it.each([
    ['LICEUM', 4, 5],
    ['PODSTAWOWA', 8, 9],
    ['BRANZOWA', 3, 4],
    ['STUDIA', 5, 6],
    ['TECHNIKUM', 5, 6],
  ] as const)('a grade in %s: %i yes, %i no', (schoolType, last, over) => {
    expect(checkAnswer('grade', last, { schoolType }, false).ok).toBe(true)
    expect(checkAnswer('grade', over, { schoolType }, false)).toEqual({
      ok: false,
      field: 'grade',
      message: gradeMessage(schoolType),
    })
  })

  it('grade 6 in a liceum: "W liceum wybierz klasę od 1 do 4."', () => {
    expect(checkAnswer('grade', 6, { schoolType: 'LICEUM' }, false)).toMatchObject({
      message: 'W liceum wybierz klasę od 1 do 4.',
    })
  })

  it.each(['chronotype', 'weeklyStudyHours', 'biggestChallenge'] as const)(
    'a parent does not answer %s',
    (field) => {
      expect(checkAnswer(field, FULL[field], {}, true)).toEqual({
        ok: false,
        field,
        message: PARENT_ONLY_CHILD_QUESTIONS,
      })
    },
  )
})

describe('applyAnswer', () => {
  it('adds the answer and leaves the old answers as they were', () => {
    const before: QuizAnswers = { schoolType: 'LICEUM' }
    expect(applyAnswer(before, 'grade', 3)).toEqual({ schoolType: 'LICEUM', grade: 3 })
    expect(before).toEqual({ schoolType: 'LICEUM' })
  })

  it.each([
    ['LICEUM', 4, 'BRANZOWA', undefined],
    ['LICEUM', 4, 'PODSTAWOWA', 4],
    ['PODSTAWOWA', 8, 'STUDIA', undefined],
    ['TECHNIKUM', 5, 'STUDIA', 5],
  ] as [SchoolType, number, SchoolType, number | undefined][])(
    'grade %s %i, then %s: the grade stays only if it exists there (%s)',
    (from, grade, to, kept) => {
      expect(applyAnswer({ schoolType: from, grade }, 'schoolType', to).grade).toBe(kept)
    },
  )
})

describe('checkQuiz', () => {
  it('accepts a full quiz, and one without the optional challenge', () => {
    expect(checkQuiz(FULL, false)).toEqual({ ok: true })
    const { biggestChallenge: _, ...rest } = FULL
    expect(checkQuiz(rest, false)).toEqual({ ok: true })
  })

  it.each(['schoolType', 'grade', 'subjects', 'goals', 'chronotype', 'weeklyStudyHours'] as const)(
    'a student must answer %s',
    (field) => {
      const answers: QuizAnswers = { ...FULL }
      delete answers[field]
      expect(checkQuiz(answers, false)).toEqual({
        ok: false,
        field,
        message: QUIZ_FIELD_MESSAGES[field],
      })
    },
  )

  it('a parent answers the first four only', () => {
    const child = {
      schoolType: FULL.schoolType,
      grade: FULL.grade,
      subjects: FULL.subjects,
      goals: FULL.goals,
    }
    expect(checkQuiz(child, true)).toEqual({ ok: true })
    expect(checkQuiz(FULL, true)).toMatchObject({ ok: false, field: 'chronotype' })
    expect(checkQuiz({ ...child, goals: undefined }, true)).toMatchObject({ field: 'goals' })
  })

  it('refuses a grade the school type does not have', () => {
    expect(checkQuiz({ ...FULL, grade: 6 }, false)).toEqual({
      ok: false,
      field: 'grade',
      message: 'W liceum wybierz klasę od 1 do 4.',
    })
  })
})

describe('firstUnanswered and the counter', () => {
  it.each([
    [{}, false, 'schoolType'],
    [{ schoolType: 'LICEUM', grade: 1, subjects: ['fizyka'] }, false, 'goals'],
    [{ schoolType: 'LICEUM', subjects: ['fizyka'] }, false, 'grade'],
    [{ ...FULL, biggestChallenge: undefined }, false, 'biggestChallenge'],
    [FULL, false, null],
    [{ schoolType: 'LICEUM', grade: 1, subjects: ['fizyka'], goals: ['EXAM'] }, true, null],
    [{ schoolType: 'LICEUM', grade: 1, subjects: ['fizyka'] }, true, 'goals'],
  ] as [QuizAnswers, boolean, QuizField | null][])(
    '%j (parent %s) → %s',
    (answers, isParent, expected) => {
      expect(firstUnanswered(answers, isParent)).toBe(expected)
    },
  )

  it('counts 7 questions for a student and 4 for a parent', () => {
    expect(quizFields(false)).toEqual(QUIZ_FIELDS)
    expect(quizFields(true)).toEqual(['schoolType', 'grade', 'subjects', 'goals'])
    expect(questionCounter('subjects', false)).toBe('Pytanie 3 z 7')
    expect(questionCounter('goals', true)).toBe('Pytanie 4 z 4')
  })
})

describe('pendingAnswersMessage', () => {
  it.each([
    [1, 1000, '1 odpowiedź czeka na zapisanie. Ponowimy próbę za 1 s.'],
    [3, 4000, '3 odpowiedzi czekają na zapisanie. Ponowimy próbę za 4 s.'],
    [5, 30_000, '5 odpowiedzi czeka na zapisanie. Ponowimy próbę za 30 s.'],
  ])('%i waiting, next try in %i ms', (count, retryInMs, expected) => {
    expect(pendingAnswersMessage(count, retryInMs)).toContain(expected)
  })
})
