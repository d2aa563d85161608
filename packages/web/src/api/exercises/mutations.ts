import type {
  AnswerInput,
  CreateExerciseRequest,
  Exercise,
  ExerciseEdit,
} from '@app/contract/exercises'
import type { FlashcardImageType } from '@app/contract/flashcards'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { useKeyedIntent } from '../keyed-intent'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { putSignedUpload } from '../signed-upload'
import { exerciseKeys } from './queries'

/**
 * Writes of the tasks tool. Each refreshes what it changes under the user's keys: the lists (a
 * card's status or solved mark), the exercise, its source, the review queue and the day's count.
 */

const refreshLists = (queryClient: QueryClient, userId: string) =>
  void queryClient.invalidateQueries({ queryKey: exerciseKeys.lists(userId) })

/** An exercise's status or text changed: its page, its source, the lists and the queue. */
function refreshExercise(queryClient: QueryClient, userId: string, exerciseId: string) {
  void queryClient.invalidateQueries({ queryKey: exerciseKeys.exercise(userId, exerciseId) })
  void queryClient.invalidateQueries({ queryKey: exerciseKeys.source(userId, exerciseId) })
  void queryClient.invalidateQueries({ queryKey: exerciseKeys.reviewQueue(userId) })
  refreshLists(queryClient, userId)
}

/**
 * `POST /api/saas/exercises` ('Wyślij do recenzji' or 'Zapisz jako prywatne'). One
 * Idempotency-Key per intended exercise (decision 0138): a double click or a retry after a lost
 * answer makes one exercise; a changed text or the next exercise, a new key.
 */
export function useCreateExercise(userId: string) {
  const queryClient = useQueryClient()
  const intent = useKeyedIntent()
  const mutation = tsr.exercises.createExercise.useMutation({
    onSuccess: (response) => {
      intent.done()
      queryClient.setQueryData<ExerciseEdit>(
        exerciseKeys.source(userId, response.body.id),
        response.body,
      )
      refreshLists(queryClient, userId)
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.reviewQueue(userId) })
    },
  })
  type Options = Parameters<typeof mutation.mutate>[1]
  const keyed = ({ body }: { body: CreateExerciseRequest }) => ({
    body,
    headers: { 'idempotency-key': intent.keyFor(body) },
  })
  return {
    ...mutation,
    mutate: (variables: { body: CreateExerciseRequest }, options?: Options) =>
      mutation.mutate(keyed(variables), options),
    mutateAsync: (variables: { body: CreateExerciseRequest }, options?: Options) =>
      mutation.mutateAsync(keyed(variables), options),
  }
}

/**
 * `PUT /api/saas/exercises/{id}` with the version read. A 409 (changed meanwhile) leaves the
 * source query alone: the editor keeps what was typed and reads the current text itself.
 */
export function useUpdateExercise(userId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.updateExercise.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData<ExerciseEdit>(
        exerciseKeys.source(userId, response.body.id),
        response.body,
      )
      void queryClient.invalidateQueries({
        queryKey: exerciseKeys.exercise(userId, response.body.id),
      })
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.reviewQueue(userId) })
      refreshLists(queryClient, userId)
    },
  })
}

/** `DELETE /api/saas/exercises/{id}`: hidden (attempts kept); gone from every list. */
export function useDeleteExercise(userId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.deleteExercise.useMutation({
    onSuccess: (_response, { params }) => {
      queryClient.removeQueries({ queryKey: exerciseKeys.exercise(userId, params.id) })
      queryClient.removeQueries({ queryKey: exerciseKeys.source(userId, params.id) })
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.reviewQueue(userId) })
      refreshLists(queryClient, userId)
    },
  })
}

/**
 * `POST …/{id}/attempts` with one Idempotency-Key per intended answer: a double press counts
 * once; after the verdict the next press is a new attempt. The exercise (past attempts, solved,
 * solution), the lists' marks and the day's count are read again.
 */
export function useAttemptExercise(userId: string, exerciseId: string) {
  const queryClient = useQueryClient()
  const intent = useKeyedIntent()
  const mutation = tsr.exercises.attempt.useMutation({
    onSuccess: (response) => {
      intent.done()
      const result = response.body
      queryClient.setQueryData<Exercise>(exerciseKeys.exercise(userId, exerciseId), (old) =>
        old && result.solved
          ? {
              ...old,
              solved: true,
              progress: 'SOLVED',
              solution: result.solution ?? old.solution,
              key: result.key ?? old.key,
            }
          : old,
      )
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.exercise(userId, exerciseId) })
      refreshLists(queryClient, userId)
      if (result.solved)
        void queryClient.invalidateQueries({ queryKey: exerciseKeys.solved(userId) })
      // A solved exercise's XP; a tried one is not suggested on 'Dziś' for 7 days.
      invalidateProgress(queryClient, userId)
    },
  })
  type Options = Parameters<typeof mutation.mutate>[1]
  const keyed = (answer: AnswerInput) => ({
    params: { id: exerciseId },
    body: { answer },
    headers: { 'idempotency-key': intent.keyFor({ exerciseId, answer }) },
  })
  return {
    ...mutation,
    mutate: (answer: AnswerInput, options?: Options) => mutation.mutate(keyed(answer), options),
    mutateAsync: (answer: AnswerInput, options?: Options) =>
      mutation.mutateAsync(keyed(answer), options),
  }
}

/** `POST …/{id}/hints`: the next hint; the exercise's revealed hints are replaced at once. */
export function useRevealHint(userId: string, exerciseId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.revealHint.useMutation({
    onSuccess: (response) =>
      queryClient.setQueryData<Exercise>(exerciseKeys.exercise(userId, exerciseId), (old) =>
        old ? { ...old, ...response.body } : old,
      ),
    // 409: every hint is already out; show what the server has.
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.exercise(userId, exerciseId) }),
  })
}

/** `POST …/{id}/solution` ('Pokaż rozwiązanie'): the solution and the key, recorded as revealed. */
export function useRevealSolution(userId: string, exerciseId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.revealSolution.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData<Exercise>(exerciseKeys.exercise(userId, exerciseId), (old) =>
        old
          ? {
              ...old,
              solutionRevealed: true,
              solution: response.body.solution,
              key: response.body.key,
            }
          : old,
      )
      refreshLists(queryClient, userId)
    },
  })
}

/** `POST …/{id}/submit`: a private or returned exercise goes to review. */
export function useSubmitExercise(userId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.submitExercise.useMutation({
    onSettled: (_response, _error, { params }) => refreshExercise(queryClient, userId, params.id),
  })
}

/** `POST …/{id}/review`: approve, reject or return; the queue, the exercise and the lists change. */
export function useReviewExercise(userId: string) {
  const queryClient = useQueryClient()
  return tsr.exercises.reviewExercise.useMutation({
    onSettled: (_response, _error, { params }) => refreshExercise(queryClient, userId, params.id),
  })
}

/**
 * An exercise's picture: `POST /api/saas/exercises/images` signs a link, the bytes are PUT to it;
 * resolves to the image id the source names (with its text alternative). Flashcards' limits.
 */
export const useUploadExerciseImage = () =>
  useMutation({
    mutationFn: async (file: { blob: Blob; contentType: FlashcardImageType }) => {
      const link = await okBody(
        tsr.exercises.requestImageUpload.mutate({
          body: { contentType: file.contentType, size: file.blob.size },
        }),
      )
      await putSignedUpload(link, file.blob)
      return link.imageId
    },
  })
