import { toApiError } from '@app/domain/shared/api-errors'
import { useQueryClient } from '@tanstack/react-query'
import { useRevealHint } from './mutations'
import { exerciseKeys } from './queries'

/**
 * The exercise page's next hint (branch ex-web-page, beside ./mutations.ts): a read of the
 * exercise under way (the refresh after a wrong attempt, when the hint opens by itself) is called
 * off first, so that it cannot bring back the hints without this one; the exercise is read again
 * once the hint is in.
 */
export function useRevealNextHint(userId: string, exerciseId: string) {
  const queryClient = useQueryClient()
  const reveal = useRevealHint(userId, exerciseId)
  const queryKey = exerciseKeys.exercise(userId, exerciseId)
  return {
    isPending: reveal.isPending,
    reveal: (onError: (message: string) => void) => {
      void queryClient.cancelQueries({ queryKey })
      reveal.mutate(
        { params: { id: exerciseId } },
        {
          onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
          onError: (error) => onError(toApiError(error).message),
        },
      )
    },
  }
}
