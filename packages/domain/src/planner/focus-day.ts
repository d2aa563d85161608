import { warsawDay } from '../activity/activity-stats'

/**
 * Focus mode's blocks of a day (issue 28, decision 0163): `/produkt/planer-nauki/{planId}/{dateKey}/
 * {exerciseIndex}` names a block by its 1-based position among the plan's blocks that start on
 * that Warsaw day, whatever their status, in the order of their start.
 */

export interface DayBlock {
  id: string
  startsAt: string
  endsAt: string
  status: 'PLANNED' | 'DONE' | 'MISSED'
}

/** The blocks starting on a Warsaw day, by start, then end, then id. */
export function blocksOfDay<T extends DayBlock>(blocks: readonly T[], dateKey: string): T[] {
  return blocks
    .filter((block) => warsawDay(block.startsAt) === dateKey)
    .sort(
      (a, b) =>
        Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
        Date.parse(a.endsAt) - Date.parse(b.endsAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
}

/** The index of the path: a whole number from 1 written plainly ('1', '12'), else null. */
export function parseBlockIndex(text: string): number | null {
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null
}

/** The block at a 1-based position of the day, or null (not-found) past the day's blocks. */
export function blockAt<T extends DayBlock>(
  blocks: readonly T[],
  dateKey: string,
  index: number,
): T | null {
  if (!Number.isInteger(index) || index < 1) return null
  return blocksOfDay(blocks, dateKey)[index - 1] ?? null
}

/**
 * Where 'Gotowe' leads: the day's next planned block after position `index`, else the first one
 * still planned before it, with its position; null when no other block of the day is planned
 * ('Na dziś wszystko zrobione'). With index 0, the day's first planned block ('Zacznij').
 */
export function nextPlannedBlock<T extends DayBlock>(
  blocks: readonly T[],
  dateKey: string,
  index: number,
): { block: T; index: number } | null {
  const day = blocksOfDay(blocks, dateKey)
  const order = [...day.keys()].filter((at) => at + 1 !== index)
  const after = order.filter((at) => at + 1 > index)
  const before = order.filter((at) => at + 1 < index)
  for (const at of [...after, ...before]) {
    const block = day[at] as T
    if (block.status === 'PLANNED') return { block, index: at + 1 }
  }
  return null
}
