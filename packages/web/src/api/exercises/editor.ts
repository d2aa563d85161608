import type { CreateExerciseRequest, ExerciseEdit } from '@app/contract/exercises'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { exerciseKeys, exerciseSourceQuery } from './queries'

/**
 * The editor's own calls (branch ex-web-page, beside ./mutations.ts and ./queries.ts of the list's
 * branch): a create whose Idempotency-Key the caller keeps (in the editor's draft, so that a save
 * retried after a reload still makes one exercise, decision 0189), and a fresh read of the source
 * when a save found it changed meanwhile.
 */

/** `POST /api/saas/exercises` with the caller's key; the lists and the queue are read again. */
export function useCreateExerciseWithKey(userId: string) {
  const queryClient = useQueryClient()
  const mutation = tsr.exercises.createExercise.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData<ExerciseEdit>(
        exerciseKeys.source(userId, response.body.id),
        response.body,
      )
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.lists(userId) })
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.reviewQueue(userId) })
    },
  })
  type Options = Parameters<typeof mutation.mutateAsync>[1]
  return {
    ...mutation,
    mutateAsync: (
      { body, idempotencyKey }: { body: CreateExerciseRequest; idempotencyKey: string },
      options?: Options,
    ) => mutation.mutateAsync({ body, headers: { 'idempotency-key': idempotencyKey } }, options),
  }
}

/** The source as the server has it now (after a 409: someone saved it meanwhile). */
export const fetchCurrentSource = (queryClient: QueryClient, userId: string, exerciseId: string) =>
  queryClient.fetchQuery({ ...exerciseSourceQuery(userId, exerciseId), staleTime: 0 })
