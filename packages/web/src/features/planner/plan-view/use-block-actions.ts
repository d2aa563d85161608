import type { Block, BlockChange, BlockChangesResult } from '@app/contract/planner'
import { dayKeyOf, shortDayLabel } from '@app/domain/planner/calendar-grid'
import { warsawTime } from '@app/domain/planner/block-changes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useChangeBlocks } from '../../../api/planner/mutations'
import { toast } from '../../../lib/toast'

/** 'czw. 04.12, 17:00': where a block starts, as the toasts say it. */
export const whenLabel = (iso: string) => `${shortDayLabel(dayKeyOf(iso))}, ${warsawTime(iso)}`

type Change = Omit<BlockChange, 'blockId' | 'version'>

/**
 * What a student does to a block — done, missed, moved — each one PATCH with its own
 * Idempotency-Key, told in a toast with 'Cofnij' (decision 0176). A missed block re-flows on the
 * server: the toast says where it went, or why it found no room. A refusal (a slot taken, a stale
 * version) is told as the API words it; the plan is then read again.
 */
export function useBlockActions(userId: string, planId: string) {
  const change = useChangeBlocks(userId, planId)

  /** The answer, or the refusal's message. */
  const request = async (block: Block, patch: Change): Promise<BlockChangesResult | string> => {
    try {
      const response = await change.mutateAsync({
        changes: [{ blockId: block.id, version: block.version, ...patch }],
      })
      return response.body
    } catch (error) {
      return toApiError(error).message
    }
  }
  const send = async (block: Block, patch: Change): Promise<BlockChangesResult | null> => {
    const result = await request(block, patch)
    if (typeof result !== 'string') return result
    toast.error(result)
    return null
  }

  /** The block as the answer has it (its new version), for the undo. */
  const after = (result: BlockChangesResult, block: Block) =>
    result.blocks.find((b) => b.id === block.id) ?? block

  const markDone = async (block: Block) => {
    const result = await send(block, { status: 'DONE' })
    if (!result) return
    toast.undoable(
      `Zrobione: ${block.topic}.`,
      () => void send(after(result, block), { status: 'PLANNED' }),
    )
  }

  const markPlanned = async (block: Block) => {
    const result = await send(block, { status: 'PLANNED' })
    if (!result) return
    toast.undoable(
      `Do zrobienia: ${block.topic}.`,
      () => void send(after(result, block), { status: 'DONE' }),
    )
  }

  const markMissed = async (block: Block) => {
    const result = await send(block, { status: 'MISSED' })
    if (!result) return
    const moved = result.reflowed.find((entry) => entry.blockId === block.id)
    const updated = after(result, block)
    if (moved) {
      toast.undoable(
        `Przeniesiono „${block.topic}” na ${whenLabel(moved.to)}.`,
        () => void send(updated, { startsAt: moved.from }),
      )
      return
    }
    const unplaced = result.unplaced.find((entry) => entry.blockId === block.id)
    toast.undoable(
      `Nie zrobione: ${block.topic}. ${unplaced?.message ?? 'Nie ma na niego miejsca w planie.'}`,
      () => void send(updated, { status: 'PLANNED' }),
    )
  }

  /** Moved (and resized): null when the server took it, else why it did not. */
  const move = async (block: Block, startsAt: string, durationMinutes?: number) => {
    const result = await request(block, {
      startsAt,
      ...(durationMinutes !== undefined && { durationMinutes }),
    })
    if (typeof result === 'string') return result
    const before = Math.round((Date.parse(block.endsAt) - Date.parse(block.startsAt)) / 60_000)
    toast.undoable(
      `Przeniesiono „${block.topic}” na ${whenLabel(startsAt)}.`,
      () => void send(after(result, block), { startsAt: block.startsAt, durationMinutes: before }),
    )
    return null
  }

  return { markDone, markPlanned, markMissed, move, busy: change.isPending }
}
