import type { ExerciseProgressRecord, ExerciseRecord } from './exercises.types'
import { ksuidAt } from './ksuid'
import { seedExercises } from './seed/exercise-bank'

export type {
  AttemptRecord,
  ExerciseHistoryRecord,
  ExerciseProgressRecord,
  ExerciseRecord,
} from './exercises.types'

/** The history's name of an actor who deleted their account. */
export const DELETED_ACTOR_NAME = 'Konto usunięte'

/**
 * The exercise bank (issue 29): every exercise, one shared record each (deleted ones too, hidden:
 * their attempts are kept), and each user's attempts, hints and revealed solutions. Who sees what
 * is the services' call through the domain's rights. The seed (seed/exercise-bank.ts) is laid out
 * from the seed instant when the store is first used after a reset, as the activity log's.
 */
export class ExercisesRepository {
  private readonly exercises = new Map<string, ExerciseRecord>()
  private readonly progress = new Map<string, Map<string, ExerciseProgressRecord>>()
  private seeded = false

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.exercises.clear()
    this.progress.clear()
    this.seeded = false
  }

  newId(at: Date): string {
    return ksuidAt(at)
  }

  /** Every exercise, deleted ones too, in no particular order. */
  all(): IterableIterator<ExerciseRecord> {
    return this.data().exercises.values()
  }

  /** An exercise by id, deleted ones too. */
  get(id: string): ExerciseRecord | undefined {
    return this.data().exercises.get(id)
  }

  save(exercise: ExerciseRecord): ExerciseRecord {
    this.data().exercises.set(exercise.id, exercise)
    return exercise
  }

  /** What the user did with the exercise, if anything. */
  progressOf(userId: string, exerciseId: string): ExerciseProgressRecord | undefined {
    return this.data().progress.get(userId)?.get(exerciseId)
  }

  /** The user's progress by exercise id. */
  progressByExercise(userId: string): ReadonlyMap<string, ExerciseProgressRecord> {
    return this.data().progress.get(userId) ?? new Map()
  }

  saveProgress(record: ExerciseProgressRecord): ExerciseProgressRecord {
    const data = this.data().progress
    let own = data.get(record.userId)
    if (!own) data.set(record.userId, (own = new Map()))
    own.set(record.exerciseId, record)
    return record
  }

  /** The user's own exercises (deleted ones too) and progress (the account export). */
  everythingOf(userId: string): {
    exercises: ExerciseRecord[]
    progress: ExerciseProgressRecord[]
  } {
    const exercises = [...this.all()].filter((e) => e.authorId === userId)
    return { exercises, progress: [...this.progressByExercise(userId).values()] }
  }

  /**
   * Account deletion (decision 0182): the user's exercises that are not PUBLISHED go, with
   * everyone's attempts at them; published ones stay in the bank without an author; the user's
   * own attempts go; the history keeps what was done, not by whom.
   */
  deleteUser(userId: string) {
    const { exercises, progress } = this.data()
    const gone = new Set<string>()
    for (const exercise of exercises.values()) {
      if (exercise.authorId === userId && exercise.status !== 'PUBLISHED') {
        exercises.delete(exercise.id)
        gone.add(exercise.id)
        continue
      }
      if (!exercise.history.some((line) => line.actorId === userId) && exercise.authorId !== userId)
        continue
      exercises.set(exercise.id, {
        ...exercise,
        authorId: exercise.authorId === userId ? null : exercise.authorId,
        history: exercise.history.map((line) =>
          line.actorId === userId
            ? { ...line, actorId: null, actorName: DELETED_ACTOR_NAME }
            : line,
        ),
      })
    }
    progress.delete(userId)
    for (const own of progress.values()) for (const id of gone) own.delete(id)
  }

  private data() {
    if (!this.seeded) {
      this.seeded = true
      const seed = seedExercises(this.now())
      for (const exercise of seed.exercises)
        this.exercises.set(exercise.id, structuredClone(exercise))
      for (const record of seed.progress) {
        let own = this.progress.get(record.userId)
        if (!own) this.progress.set(record.userId, (own = new Map()))
        own.set(record.exerciseId, structuredClone(record))
      }
    }
    return { exercises: this.exercises, progress: this.progress }
  }
}
