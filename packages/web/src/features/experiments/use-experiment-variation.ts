import type { ExperimentId, Variation } from '@app/contract/trace'
import { useRouterState } from '@tanstack/react-router'
import { readVariation } from './experiments'

/** The variation of `id` this visitor sees on the current page ('unknown' when none). */
export function useExperimentVariation(id: ExperimentId): Variation {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  return readVariation(id, search)
}
