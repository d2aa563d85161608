import { describe, expect, it } from 'vitest'
import { KSUID_PATTERN } from '@app/contract/constants'
import { AnswerInputSchema, ExerciseSourceSchema, type AnswerInput } from '@app/contract/exercises'
import {
  EXERCISE_LIMITS,
  EXERCISE_SUBJECTS,
  type ExerciseSubject,
} from '@app/contract/exercises/constants'
import { EXERCISE_SEED, PERSONA_EXERCISES, type SeedExercise } from '../../src/store/seed/exercises'
import { checkAnswer } from '@app/domain/exercises/exercise-check'

const ALL = [...EXERCISE_SEED, ...PERSONA_EXERCISES]
const named = (e: SeedExercise) => `${e.source.subject}: ${e.source.title}`
const inSubject = (subject: ExerciseSubject) =>
  EXERCISE_SEED.filter((e) => e.source.subject === subject)
const pl = (n: number) => String(n).replace('.', ',')

interface Changed {
  answer: AnswerInput
  /** The verdict the issue names for it; otherwise anything but CORRECT. */
  verdict?: 'PARTIAL'
}

/**
 * Answers one step off the key: the number moved past its tolerance in the key's unit (a fraction
 * by one whole, still reduced), the right number without its unit (PARTIAL), another option, one
 * option more or one fewer, the expression plus one, an open answer graded down.
 */
function changedAnswers(e: SeedExercise): Changed[] {
  const key = e.source.answer
  switch (key.type) {
    case 'NUMERIC': {
      const typed = e.correctAnswer.type === 'NUMERIC' ? e.correctAnswer.value : ''
      const fraction = /^(-?\d+)\/(\d+)$/.exec(typed)
      const moved: AnswerInput =
        key.form === 'FRACTION' && fraction
          ? {
              type: 'NUMERIC',
              value: `${Number(fraction[1]) + Number(fraction[2])}/${fraction[2]}`,
              unit: '',
            }
          : { type: 'NUMERIC', value: pl(key.value + key.tolerance + 1), unit: key.unit ?? '' }
      if (key.unit === null) return [{ answer: moved }]
      const unitless: AnswerInput = { type: 'NUMERIC', value: pl(key.value), unit: '' }
      return [{ answer: moved }, { answer: unitless, verdict: 'PARTIAL' }]
    }
    case 'SINGLE_CHOICE':
      return key.options
        .filter((o) => o.id !== key.correct)
        .map((o) => ({ answer: { type: 'SINGLE_CHOICE', optionId: o.id } }))
    case 'MULTIPLE_CHOICE': {
      const changed: Changed[] = key.options
        .filter((o) => !key.correct.includes(o.id))
        .map((o) => ({ answer: { type: 'MULTIPLE_CHOICE', optionIds: [...key.correct, o.id] } }))
      if (key.correct.length > 1) {
        changed.push({ answer: { type: 'MULTIPLE_CHOICE', optionIds: key.correct.slice(1) } })
      }
      return changed
    }
    case 'EXPRESSION':
      return [{ answer: { type: 'EXPRESSION', expression: `(${key.expression})+1` } }]
    case 'OPEN': {
      const text = e.correctAnswer.type === 'OPEN' ? e.correctAnswer.text : ''
      return [
        { answer: { type: 'OPEN', text, selfGrade: 'INCORRECT' } },
        { answer: { type: 'OPEN', text, selfGrade: 'PARTIAL' }, verdict: 'PARTIAL' },
      ]
    }
  }
}

const answersOf = (e: SeedExercise) => [e.correctAnswer, ...(e.alsoCorrect ?? []), e.wrongAnswer]

describe('exercise seed', () => {
  it.each(ALL.map((e) => [named(e), e] as const))(
    '%s: the source parses unchanged and every answer has its key’s type',
    (_, e) => {
      expect(ExerciseSourceSchema.parse(e.source)).toEqual(e.source)
      expect(e.source.images).toEqual([])
      for (const answer of answersOf(e)) {
        expect(AnswerInputSchema.parse(answer)).toEqual(answer)
        expect(answer.type).toBe(e.source.answer.type)
      }
      // Stored as text, never HTML.
      const texts = [e.source.statement, e.source.solution, ...e.source.hints]
      for (const text of texts) expect(text).not.toMatch(/<[a-z/!]/i)
    },
  )

  it('ids are distinct, fixed KSUIDs', () => {
    const ids = ALL.map((e) => e.id)
    for (const id of ids) expect(id).toMatch(KSUID_PATTERN)
    expect(new Set(ids).size).toBe(ids.length)
    // Literals in the source, not made at load time: a second import sees the same ids.
    expect(EXERCISE_SEED[0]?.id).toBe('3IiLNHzKwOQ8ItKalQOJsZKmPC3')
  })

  it('the bank has at least 60 published exercises by admin, with the minimum per subject', () => {
    expect(EXERCISE_SEED.length).toBeGreaterThanOrEqual(60)
    for (const e of EXERCISE_SEED) {
      expect(e.status).toBe('PUBLISHED')
      expect(e.author).toBe('admin')
    }
    expect(inSubject('matematyka').length).toBeGreaterThanOrEqual(24)
    expect(inSubject('fizyka').length).toBeGreaterThanOrEqual(12)
    expect(inSubject('chemia').length).toBeGreaterThanOrEqual(12)
    expect(inSubject('biologia').length).toBeGreaterThanOrEqual(12)
  })

  it('each bank exercise has 1–3 hints and a worked solution of several sentences', () => {
    for (const e of EXERCISE_SEED) {
      expect(e.source.hints.length, named(e)).toBeGreaterThanOrEqual(1)
      expect(e.source.hints.length, named(e)).toBeLessThanOrEqual(3)
      const sentences = e.source.solution.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '')
      expect(sentences.length, named(e)).toBeGreaterThanOrEqual(3)
    }
  })

  it('at least 20 bank exercises use KaTeX and a few describe a figure with a table', () => {
    const katex = EXERCISE_SEED.filter((e) => /\$[^$]+\$/.test(e.source.statement))
    expect(katex.length).toBeGreaterThanOrEqual(20)
    const tables = EXERCISE_SEED.filter((e) => /^\| --- \|/m.test(e.source.statement))
    expect(tables.length).toBeGreaterThanOrEqual(3)
  })

  it('every subject mixes difficulties, and math spans liceum and both matura levels', () => {
    for (const subject of EXERCISE_SUBJECTS) {
      const difficulties = new Set(inSubject(subject).map((e) => e.source.difficulty))
      expect([...difficulties].sort(), subject).toEqual(['EASY', 'HARD', 'MEDIUM'])
    }
    const levels = new Set(inSubject('matematyka').map((e) => e.source.level))
    for (const level of ['HIGH_SCHOOL', 'MATURA_BASIC', 'MATURA_EXTENDED'] as const) {
      expect(levels.has(level), level).toBe(true)
    }
  })

  it('math has numeric, expression, fraction and choice exercises; biology choice and open', () => {
    const math = inSubject('matematyka').map((e) => e.source.answer)
    expect(math.filter((a) => a.type === 'EXPRESSION').length).toBeGreaterThanOrEqual(3)
    expect(
      math.filter((a) => a.type === 'NUMERIC' && a.form === 'FRACTION').length,
    ).toBeGreaterThanOrEqual(3)
    expect(math.some((a) => a.type === 'SINGLE_CHOICE')).toBe(true)
    expect(math.some((a) => a.type === 'MULTIPLE_CHOICE')).toBe(true)
    const biology = new Set(inSubject('biologia').map((e) => e.source.answer.type))
    expect([...biology].sort()).toEqual(['MULTIPLE_CHOICE', 'OPEN', 'SINGLE_CHOICE'])
    for (const e of inSubject('biologia').filter((x) => x.source.answer.type === 'OPEN')) {
      expect(e.correctAnswer).toMatchObject({ type: 'OPEN', selfGrade: 'CORRECT' })
    }
  })

  it('holds the issue’s named exercises with their keys', () => {
    const find = (text: string) => {
      const found = EXERCISE_SEED.find((e) => e.source.statement.includes(text))
      if (!found) throw new Error(`no seed with ${text}`)
      return found
    }
    const linear = find('Rozwiąż równanie $3(x-2)=2x+5$.')
    expect(linear.source.answer).toEqual({
      type: 'NUMERIC',
      value: 11,
      tolerance: 0,
      unit: null,
      form: 'DECIMAL',
    })
    const car = find('72 km/h przez 15 minut')
    expect(car.source.answer).toMatchObject({ type: 'NUMERIC', value: 18, unit: 'km' })
    expect(car.alsoCorrect).toContainEqual({ type: 'NUMERIC', value: '18000', unit: 'm' })
    const acid = find('$H_2SO_4$')
    expect(acid.source.answer).toMatchObject({
      type: 'NUMERIC',
      value: 98,
      tolerance: 0.5,
      unit: 'g/mol',
    })
    const expressions = EXERCISE_SEED.filter((e) => e.source.answer.type === 'EXPRESSION')
    expect(
      expressions.find(
        (e) => e.correctAnswer.type === 'EXPRESSION' && e.correctAnswer.expression === '2x+2',
      )?.alsoCorrect,
    ).toContainEqual({ type: 'EXPRESSION', expression: '2(x+1)' })
  })

  it('persona exercises: uczen’s three, pro’s published one and a review queue of five', () => {
    const by = (author: string) => PERSONA_EXERCISES.filter((e) => e.author === author)
    expect(
      by('uczen')
        .map((e) => e.status)
        .sort(),
    ).toEqual(['CHANGES_REQUESTED', 'PENDING', 'PRIVATE'])
    const sentBack = by('uczen').find((e) => e.status === 'CHANGES_REQUESTED')
    expect(sentBack?.reviewComment?.length).toBeGreaterThanOrEqual(EXERCISE_LIMITS.reviewCommentMin)
    expect(sentBack?.reviewComment?.length).toBeLessThanOrEqual(EXERCISE_LIMITS.reviewCommentMax)
    expect(by('pro').filter((e) => e.status === 'PUBLISHED')).toHaveLength(1)
    const queue = PERSONA_EXERCISES.filter((e) => e.status === 'PENDING')
    expect(queue).toHaveLength(5)
    expect(queue.some((e) => e.author === 'recenzent')).toBe(false)
    expect(new Set(queue.map((e) => e.author)).size).toBeGreaterThanOrEqual(3)
    expect(EXERCISE_SEED.some((e) => e.status === 'PENDING')).toBe(false)
  })
})

describe('exercise seed against the shared checker', () => {
  it.each(ALL.map((e) => [named(e), e] as const))(
    '%s: accepts its own key in every listed form',
    (_, e) => {
      for (const answer of [e.correctAnswer, ...(e.alsoCorrect ?? [])]) {
        expect(checkAnswer(e.source.answer, answer), JSON.stringify(answer)).toMatchObject({
          refused: false,
          verdict: 'CORRECT',
        })
      }
    },
  )

  it.each(ALL.map((e) => [named(e), e] as const))(
    '%s: grades its typical mistake and every changed answer, never as CORRECT',
    (_, e) => {
      const changed = changedAnswers(e)
      expect(changed.length).toBeGreaterThan(0)
      for (const { answer, verdict } of [{ answer: e.wrongAnswer }, ...changed]) {
        const result = checkAnswer(e.source.answer, answer)
        const label = JSON.stringify(answer)
        // Graded, not refused: a mistake the checker cannot read proves nothing about the key.
        expect(result.refused, label).toBe(false)
        if (result.refused) continue
        if (verdict) expect(result.verdict, label).toBe(verdict)
        else expect(result.verdict, label).not.toBe('CORRECT')
      }
    },
  )
})
