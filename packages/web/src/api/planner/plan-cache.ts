import type { BlockChangesResult, FocusResult, Plan } from '@app/contract/planner'

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

/** The cached plan after a focus action: the block answered, the plan's new version. */
export function withFocusResult(plan: Plan, result: FocusResult): Plan {
  const blocks = plan.blocks.map((block) => (block.id === result.block.id ? result.block : block))
  return { ...plan, version: Math.max(plan.version, result.planVersion), blocks }
}

/** The cached plan with a block shown done before the server's answer (an outbox's 'Gotowe'). */
export function withBlockDone(plan: Plan, blockId: string): Plan {
  const blocks = plan.blocks.map((block) =>
    block.id === blockId ? { ...block, status: 'DONE' as const } : block,
  )
  return { ...plan, blocks }
}
