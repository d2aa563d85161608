import type { UpdateDominationPlanRequest } from '@app/contract/domination-plan'
import { toApiError } from '@app/domain/shared/api-errors'
import { useUpdateDominationPlan } from '../../../api/domination-plan/mutations'
import { toast } from '../../../lib/toast'

/**
 * One change of the plan saved at once (a tick, a quick action): one at a time, since each names
 * the version it changes; a refusal says why in a toast (a 409 has refetched the plan, so the
 * same click again applies to the current one).
 */
export function usePlanSave(userId: string) {
  const update = useUpdateDominationPlan(userId)
  const save = (body: UpdateDominationPlanRequest, onSaved?: () => void) =>
    update.mutate(
      { body },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )
  return { save, busy: update.isPending }
}
