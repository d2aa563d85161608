import type { QuizProgress } from '@app/contract/user'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { useOutboxState } from '../../lib/outbox/use-outbox-state'
import { readLocal, removeLocal, writeLocal } from '../../lib/storage'
import { okBody } from '../ok-body'
import { userKeys } from './queries'
import { QuizOutbox } from './quiz-outbox'

const storageKey = (userId: string) => `quizOutbox:${userId}`

function readStored(userId: string): unknown {
  try {
    return JSON.parse(readLocal(storageKey(userId)) ?? 'null')
  } catch {
    return null
  }
}

// One outbox per user for the whole tab: leaving the quiz page does not stop its retries.
const outboxes = new Map<string, QuizOutbox>()

function outboxFor(userId: string, queryClient: QueryClient): QuizOutbox {
  let outbox = outboxes.get(userId)
  if (!outbox) {
    outbox = new QuizOutbox(userId, {
      send: (body) => okBody(tsr.user.saveQuizProgress.mutate({ body })),
      onSaved: (state) => queryClient.setQueryData(userKeys.quiz(userId), state),
      load: () => readStored(userId),
      store: (pending: readonly QuizProgress[]) =>
        pending.length > 0
          ? writeLocal(storageKey(userId), JSON.stringify(pending))
          : removeLocal(storageKey(userId)),
    })
    outboxes.set(userId, outbox)
  }
  return outbox
}

/**
 * The initial quiz's local queue of answers (`POST /api/saas/user/quiz-progress`, see
 * QuizOutbox) and its state; coming back online sends what waits at once.
 */
export function useQuizOutbox(userId: string) {
  const outbox = outboxFor(userId, useQueryClient())
  const state = useOutboxState(outbox)
  return { outbox, state }
}
