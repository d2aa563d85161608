import { EXPERIMENT_IDS, UNKNOWN_VARIATION, type ExperimentId } from '@app/contract/constants'
import type { ExperimentInfo, Variation } from '@app/contract/trace'
import { firstJoinedSource } from '@app/domain/site/cookie-consent'
import { experimentVariation } from '@app/domain/site/experiments'
import { readBrowserSession, readLocal, writeLocal } from '../../lib/storage'

/** localStorage key of an experiment's variation (kept across browser sessions). */
export const experimentStorageKey = (id: ExperimentId) => `experiment:${id}`

/** The visitor's variation of one experiment, from storage or `search`, without storing it. */
export function readVariation(id: ExperimentId, search: string): Variation {
  return experimentVariation(id, { stored: readLocal(experimentStorageKey(id)), search })
}

/**
 * The variations of every experiment for a page with this query string. A variation read from
 * the query is stored, so it sticks on the following pages and visits.
 */
export function resolveVariations(search: string): Record<ExperimentId, Variation> {
  const variations = {} as Record<ExperimentId, Variation>
  for (const id of EXPERIMENT_IDS) {
    const stored = readLocal(experimentStorageKey(id))
    const variation = experimentVariation(id, { stored, search })
    if (variation !== UNKNOWN_VARIATION && variation !== stored) {
      writeLocal(experimentStorageKey(id), variation)
    }
    variations[id] = variation
  }
  return variations
}

/**
 * The experiment info a trace carries for a page with this query string: the experiment named in
 * the query, else the first one (contract order) the visitor has a variation of; none when the
 * visitor is in no experiment. Resolving stores variations read from the query.
 */
export function experimentForTrace(search: string): ExperimentInfo | undefined {
  const variations = resolveVariations(search)
  const params = new URLSearchParams(search)
  const known = EXPERIMENT_IDS.filter((id) => variations[id] !== UNKNOWN_VARIATION)
  const experimentId = known.find((id) => params.has(id)) ?? known[0]
  if (!experimentId) return undefined
  const source = readBrowserSession().firstJoinedFrom ?? firstJoinedSource(search)
  return { experimentId, variation: variations[experimentId], source: source.slice(0, 100) }
}
