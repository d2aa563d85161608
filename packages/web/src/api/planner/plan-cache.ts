import type { BlockChangesResult, Plan } from '@app/contract/planner'

/**
 * The cached plan after a batch of block changes or a re-flow: the answered blocks replace their
 * old selves (kept in start order), the plan takes the new version and `unplaced` list.
 */
export function withBlockChanges(plan: Plan, result: BlockChangesResult): Plan {
  const changed = new Map(result.blocks.map((block) => [block.id, block]))
  const kept = plan.blocks.map((block) => changed.get(block.id) ?? block)
  const added = result.blocks.filter((block) => !plan.blocks.some((b) => b.id === block.id))
  const blocks = [...kept, ...added].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id),
  )
  return { ...plan, version: result.planVersion, blocks, unplaced: result.unplaced }
}
