import type { ExerciseHistoryEntry, ExerciseImage, ExerciseSource } from '@app/contract/exercises'
import type { ExerciseStatus, Verdict } from '@app/contract/exercises/constants'

/** A line of an exercise's history; `actorId` null once the actor deleted their account. */
export interface ExerciseHistoryRecord {
  at: string
  action: ExerciseHistoryEntry['action']
  actorId: string | null
  actorName: string
  comment: string | null
}

/**
 * An exercise: its source (with the key) as its author wrote it, where it stands in review and
 * its history. One shared record: who may see or change it is the domain's rights' call.
 */
export interface ExerciseRecord {
  id: string
  /** Null once the author deleted their account (a published one stays, without their name). */
  authorId: string | null
  version: number
  status: ExerciseStatus
  source: ExerciseSource
  /** The source's pictures with their addresses, in its order. */
  images: ExerciseImage[]
  history: ExerciseHistoryRecord[]
  /** The last reviewer's comment of a REQUEST_CHANGES or REJECT; null after an approval. */
  reviewComment: string | null
  createdAt: string
  updatedAt: string
  /** When it was last sent for review (the queue's order); null when never. */
  submittedAt: string | null
  /** Soft delete: hidden from everyone, its attempts kept. */
  deletedAt: string | null
}

/** One counted answer (an unreadable expression is not one). */
export interface AttemptRecord {
  attemptNo: number
  at: string
  verdict: Verdict
  answerText: string
  feedback: string
  understoodAs: string | null
}

/** What one user did with one exercise. */
export interface ExerciseProgressRecord {
  userId: string
  exerciseId: string
  /** Oldest first. */
  attempts: AttemptRecord[]
  /** How many hints are revealed, from the first. */
  hintsRevealed: number
  solutionRevealed: boolean
  /** The first correct answer's time; null while unsolved. */
  solvedAt: string | null
}
