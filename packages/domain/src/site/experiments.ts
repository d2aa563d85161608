import { EXPERIMENTS, UNKNOWN_VARIATION, type ExperimentId } from '@app/contract/constants'
import type { Variation } from '@app/contract/trace'

/** Whether `value` is one of this experiment's variants. */
export function isVariationOf(
  id: ExperimentId,
  value: string | null | undefined,
): value is Variation {
  return (EXPERIMENTS[id] as ReadonlyArray<string>).includes(value ?? '')
}

/**
 * The variation a visitor sees: a valid stored value wins, else the query parameter named after
 * the experiment id (e.g. `?webinar-14-10=v2`), else 'unknown'. Values that are not variants of
 * this experiment are ignored.
 */
export function experimentVariation(
  id: ExperimentId,
  sources: { stored?: string | null; search?: string },
): Variation {
  if (isVariationOf(id, sources.stored)) return sources.stored
  const fromQuery = new URLSearchParams(sources.search ?? '').get(id)
  if (isVariationOf(id, fromQuery)) return fromQuery
  return UNKNOWN_VARIATION
}
