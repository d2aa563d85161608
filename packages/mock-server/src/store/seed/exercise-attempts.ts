import type { AnswerInput } from '@app/contract/exercises'
import { answerText } from '@app/domain/exercises/answer-text'
import { checkAnswer } from '@app/domain/exercises/exercise-check'
import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'
import { seededRandom } from '@app/domain/shared/seeded-random'
import type { ActivityDraft } from '../activity.types'
import type { AttemptRecord, ExerciseProgressRecord, ExerciseRecord } from '../exercises.types'
import type { SeedExercise } from './exercises'
import { PERSONA_IDS } from './personas'

/**
 * uczen's answers over the last six weeks (issue 29), laid out from the seed instant with a fixed
 * PRNG, so the same instant always gives the same history: on most days, 16:00-20:00 Warsaw, one
 * to three published exercises of the bank, in a fixed order; most solved after none to two
 * wrong answers (the seed's own right and wrong answers, graded by the domain's checker), a few
 * left unsolved, some with a hint or the solution revealed first. About 40 are solved. The same
 * answers are uczen's `exercise_attempted` and `exercise_solved` events in the activity seed.
 */
export const SEED_EXERCISE_HISTORY = {
  historyDays: 42,
  /** Solved exercises aimed at (fewer when the bank has fewer published ones). */
  solved: 40,
  /** Of every ten exercises tried, this many are left unsolved. */
  unsolvedInTen: 1,
} as const

/** A seeded event: when, its payload and its id bytes (hex), as the other tools' seeds. */
export interface SeededExerciseEvent {
  userId: string
  at: Date
  eventIdHex: string
  draft: Extract<ActivityDraft, { type: 'exercise_attempted' | 'exercise_solved' }>
}

const bytesOf = (random: () => number) =>
  Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))

export function layOutAttempts(
  exercises: readonly ExerciseRecord[],
  seeds: ReadonlyMap<string, SeedExercise>,
  now: Date,
): { progress: ExerciseProgressRecord[]; events: SeededExerciseEvent[] } {
  const today = warsawParts(now)
  /** `minutes` after midnight Warsaw, `daysAgo` days back. */
  const at = (daysAgo: number, minutes: number) =>
    fromWarsawLocal(today.year, today.month, today.day - daysAgo, 0, minutes)
  const userId = PERSONA_IDS.uczen
  const random = seededRandom(2901)
  const ids = seededRandom(2902)
  const bank = exercises
    .filter((e) => e.status === 'PUBLISHED' && seeds.get(e.id)?.author === 'admin')
    .sort((a, b) => (a.id < b.id ? -1 : 1))
  const { historyDays, solved: target, unsolvedInTen } = SEED_EXERCISE_HISTORY
  const progress: ExerciseProgressRecord[] = []
  const events: SeededExerciseEvent[] = []
  const event = (when: Date, draft: SeededExerciseEvent['draft']) =>
    events.push({ userId, at: when, eventIdHex: bytesOf(ids).toString('hex'), draft })
  let next = 0
  let solvedCount = 0
  // Spread the target over the study days: about 0.7 of the days, 1-3 exercises each.
  for (let daysAgo = historyDays; daysAgo >= 1 && next < bank.length; daysAgo--) {
    if ((daysAgo > 1 && random() < 0.3) || solvedCount >= target) continue
    let minute = 16 * 60 + Math.floor(random() * 120)
    const count = 1 + Math.floor(random() * 1.9)
    for (let n = 0; n < count && next < bank.length && solvedCount < target; n++) {
      const exercise = bank[next++] as ExerciseRecord
      const seed = seeds.get(exercise.id) as SeedExercise
      const leaveUnsolved = random() * 10 < unsolvedInTen
      const wrong = leaveUnsolved ? 1 + Math.floor(random() * 2) : pickWrong(random())
      const hints = Math.min(
        exercise.source.hints.length,
        random() < 0.3 ? 1 + Math.floor(random() * 2) : 0,
      )
      const isOpen = exercise.source.answer.type === 'OPEN'
      const solutionRevealed = isOpen || (!leaveUnsolved && random() < 0.1)
      const answers: AnswerInput[] = [
        ...Array.from({ length: wrong }, () => seed.wrongAnswer),
        ...(leaveUnsolved ? [] : [seed.correctAnswer]),
      ]
      const attempts: AttemptRecord[] = []
      let solvedAt: string | null = null
      const base = {
        exerciseId: exercise.id,
        subject: exercise.source.subject,
        level: exercise.source.level,
      }
      for (const answer of answers) {
        minute += 2 + Math.floor(random() * 6)
        const when = at(daysAgo, minute)
        const checked = checkAnswer(exercise.source.answer, answer)
        if (checked.refused) continue
        const attemptNo = attempts.length + 1
        attempts.push({
          attemptNo,
          at: when.toISOString(),
          verdict: checked.verdict,
          answerText: answerText(exercise.source.answer, answer),
          feedback: checked.feedback,
          understoodAs: checked.understoodAs ?? null,
        })
        const correct = checked.verdict === 'CORRECT'
        event(when, {
          type: 'exercise_attempted',
          payload: { ...base, correct, attemptNo, hintsUsed: hints },
        })
        if (correct && solvedAt === null) {
          solvedAt = when.toISOString()
          solvedCount++
          event(when, {
            type: 'exercise_solved',
            payload: {
              ...base,
              difficulty: exercise.source.difficulty,
              attempts: attemptNo,
              hintsUsed: hints,
              solutionRevealed,
              selfGraded: isOpen,
            },
          })
        }
      }
      progress.push({
        userId,
        exerciseId: exercise.id,
        attempts,
        hintsRevealed: hints,
        solutionRevealed,
        solvedAt,
      })
      minute += 3
    }
  }
  return { progress, events }
}

/** Wrong answers before the right one: none in about half, one in a third, else two. */
const pickWrong = (r: number) => (r < 0.5 ? 0 : r < 0.83 ? 1 : 2)
