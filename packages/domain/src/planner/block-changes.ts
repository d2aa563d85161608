/**
 * A batch of block changes (issue 28, PATCH …/plans/{id}/blocks): all of them or none. Each names
 * the block's version; a block moved or resized must not start in the past nor overlap another
 * block (a missed one aside: its time has passed or it moves on); a block is done on its Warsaw
 * day or later. What a change may do and what it refuses is decided here; re-flowing the blocks
 * it marks missed is `reflow`'s.
 */
import type { BlockKind, BlockStatus } from '@app/contract/planner/constants'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import { subjectLabel, type SubjectId } from '@app/contract/user'
import { warsawParts } from '../shared/format'
import type { ReflowResult } from './reflow'
import { MINUTE_MS, dayOf } from './timeline'

export interface PlanBlock {
  id: string
  version: number
  subject: SubjectId
  topic: string
  kind: BlockKind
  startsAt: string
  endsAt: string
  status: BlockStatus
  focusedMinutes: number
  /** Where its last re-flow took it from: 'Cofnij' may put it back there, past or not. */
  reflowedFrom?: string | null
}

export interface BlockChange {
  blockId: string
  version: number
  status?: BlockStatus
  startsAt?: string
  durationMinutes?: number
  focusedMinutes?: number
}

export type ChangeRefusal =
  | { status: 404; message: string }
  | { status: 409; message: string }
  | { status: 422; message: string }

export interface ChangedBlocks<T extends PlanBlock> {
  /** Every block of the plan after the changes (unchanged ones as they were). */
  blocks: T[]
  /** The blocks the batch changed, each with its version raised by one, in the batch's order. */
  changed: T[]
  /** Blocks that became DONE, and DONE blocks that no longer are (with their state after). */
  done: T[]
  undone: T[]
  /** Ids of the blocks that became MISSED: to re-flow. */
  missed: string[]
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'hh:mm' of an instant in Warsaw. */
export function warsawTime(iso: string): string {
  const { hour, minute } = warsawParts(Date.parse(iso))
  return `${pad(hour)}:${pad(minute)}`
}

const minutesOf = (block: Pick<PlanBlock, 'startsAt' | 'endsAt'>) =>
  Math.round((Date.parse(block.endsAt) - Date.parse(block.startsAt)) / MINUTE_MS)

/** 422 'W tym czasie masz już: Biologia — powtórka, 16:00–16:45.' for the block in the way. */
export const slotTakenBy = (other: PlanBlock): string =>
  PLANNER_TEXT.slotTaken({
    subject: subjectLabel(other.subject),
    kind: other.kind,
    from: warsawTime(other.startsAt),
    to: warsawTime(other.endsAt),
  })

/** The first block (not missed, not `except`) a span overlaps, by start. */
export function blockInTheWay<T extends PlanBlock>(
  blocks: readonly T[],
  span: { startsAt: string; endsAt: string },
  except: ReadonlySet<string> = new Set(),
): T | null {
  const start = Date.parse(span.startsAt)
  const end = Date.parse(span.endsAt)
  let first: T | null = null
  for (const block of blocks) {
    if (block.status === 'MISSED' || except.has(block.id)) continue
    if (Date.parse(block.startsAt) >= end || Date.parse(block.endsAt) <= start) continue
    if (!first || Date.parse(block.startsAt) < Date.parse(first.startsAt)) first = block
  }
  return first
}

/**
 * Applies the changes at `now`, or the first refusal: 404 for a block not of the plan, 409 for a
 * stale version (both before anything else), then 422 for a start moved into the past, a block
 * done before its Warsaw day, or a moved or resized block over another. Focused minutes are kept
 * within the block's length (decision 0163). A change that changes nothing leaves the block as it
 * is.
 */
export function applyBlockChanges<T extends PlanBlock>(
  blocks: readonly T[],
  changes: readonly BlockChange[],
  now: number,
): { refusal: ChangeRefusal } | ChangedBlocks<T> {
  const byId = new Map(blocks.map((block) => [block.id, block]))
  for (const change of changes) {
    const block = byId.get(change.blockId)
    if (!block) return { refusal: { status: 404, message: PLANNER_TEXT.planNotFound } }
    if (block.version !== change.version)
      return { refusal: { status: 409, message: PLANNER_TEXT.staleVersion } }
  }

  const today = dayOf(now)
  const next = new Map<string, T>()
  const result: ChangedBlocks<T> = { blocks: [], changed: [], done: [], undone: [], missed: [] }
  const moved: T[] = []
  for (const change of changes) {
    const block = byId.get(change.blockId) as T
    const startMs =
      change.startsAt === undefined ? Date.parse(block.startsAt) : Date.parse(change.startsAt)
    const startsAt = new Date(startMs).toISOString()
    const minutes = change.durationMinutes ?? minutesOf(block)
    const endsAt = new Date(startMs + minutes * MINUTE_MS).toISOString()
    const status = change.status ?? block.status
    const focusedMinutes = Math.min(change.focusedMinutes ?? block.focusedMinutes, minutes)
    const startMoved = startsAt !== block.startsAt
    const spanChanged = startMoved || endsAt !== block.endsAt

    if (startMoved && startMs < now && startsAt !== block.reflowedFrom)
      return { refusal: { status: 422, message: PLANNER_TEXT.movedIntoPast } }
    if (status === 'DONE' && block.status !== 'DONE' && dayOf(startMs) > today)
      return { refusal: { status: 422, message: PLANNER_TEXT.doneBeforeItsDay } }

    const same = !spanChanged && status === block.status && focusedMinutes === block.focusedMinutes
    if (same) continue
    const updated: T = {
      ...block,
      startsAt,
      endsAt,
      status,
      focusedMinutes,
      version: block.version + 1,
      ...(startMoved && { reflowedFrom: null }),
    }
    next.set(block.id, updated)
    result.changed.push(updated)
    if (spanChanged && status !== 'MISSED') moved.push(updated)
    if (status === 'DONE' && block.status !== 'DONE') result.done.push(updated)
    if (block.status === 'DONE' && status !== 'DONE') result.undone.push(updated)
    if (status === 'MISSED' && block.status !== 'MISSED') result.missed.push(block.id)
  }

  result.blocks = blocks.map((block) => next.get(block.id) ?? block)
  // Each moved block against the blocks that stay and the ones the batch moved before it.
  for (const [i, block] of moved.entries()) {
    const later = new Set(moved.slice(i).map((b) => b.id))
    const other = blockInTheWay(result.blocks, block, later)
    if (other) return { refusal: { status: 422, message: slotTakenBy(other) } }
  }
  return result
}

/**
 * Why a block added by hand cannot go where it was asked (422), or null: a start in the past, or
 * over another block.
 */
export function newBlockRefusal(
  blocks: readonly PlanBlock[],
  span: { startsAt: string; endsAt: string },
  now: number,
): string | null {
  if (Date.parse(span.startsAt) < now) return PLANNER_TEXT.addedInPast
  const other = blockInTheWay(blocks, span)
  return other ? slotTakenBy(other) : null
}

/**
 * The blocks after a re-flow: each moved block is planned again at its new time, remembers where
 * it came from ('Cofnij') and, unless `bumped` says it was changed already in this call, gets a
 * new version. Answers every block and the moved ones.
 */
export function applyReflow<T extends PlanBlock>(
  blocks: readonly T[],
  result: Pick<ReflowResult, 'reflowed'>,
  bumped: ReadonlySet<string> = new Set(),
): { blocks: T[]; moved: T[] } {
  const to = new Map(result.reflowed.map((entry) => [entry.blockId, entry]))
  const moved: T[] = []
  const after = blocks.map((block) => {
    const entry = to.get(block.id)
    if (!entry) return block
    const updated: T = {
      ...block,
      startsAt: entry.to,
      endsAt: entry.endsAt,
      status: 'PLANNED',
      reflowedFrom: entry.from,
      version: bumped.has(block.id) ? block.version : block.version + 1,
    }
    moved.push(updated)
    return updated
  })
  return { blocks: after, moved }
}

/** A block's planned length in whole minutes. */
export const plannedMinutes = minutesOf
