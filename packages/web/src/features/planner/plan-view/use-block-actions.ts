import type { Block, BlockChange, BlockChangesResult } from '@app/contract/planner'
import { dayKeyOf, shortDayLabel } from '@app/domain/planner/calendar-grid'
import { warsawTime } from '@app/domain/planner/block-changes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useChangeBlocks } from '../../../api/planner/mutations'
import { useBlockMarks } from '../../../api/planner/use-block-marks'
import { toast } from '../../../lib/toast'
import { FOCUS_TEXT } from '../focus/focus-text'

/** 'czw. 04.12, 17:00': where a block starts, as the toasts say it. */
export const whenLabel = (iso: string) => `${shortDayLabel(dayKeyOf(iso))}, ${warsawTime(iso)}`

type Change = Omit<BlockChange, 'blockId' | 'version'>

export const SAVED_ON_DEVICE = `${FOCUS_TEXT.savedOnDevice}. ${FOCUS_TEXT.savedOnDeviceMore}`
const none = () => {}

/**
 * What a student does to a block — done, missed, moved — each one PATCH with its own
 * Idempotency-Key, told in a toast with 'Cofnij' (decision 0176). Marks go through the offline
 * outbox (kept on the device while the network fails); a move needs the server at once. A missed block re-flows on the
 * server: the toast says where it went, or why it found no room. A refusal (a slot taken, a stale
 * version) is told as the API words it; the plan is then read again.
 */
export function useBlockActions(userId: string, planId: string) {
  const change = useChangeBlocks(userId, planId)
  const marks = useBlockMarks(userId, planId)

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

  /** A mark through the outbox, told in a toast; `told` says what the server's answer means. */
  const markThen = async (
    block: Block,
    status: Block['status'],
    told: (result: BlockChangesResult, updated: Block) => void,
  ) => {
    const outcome = await marks.mark(block, status)
    if (outcome.kind === 'queued') toast.success(SAVED_ON_DEVICE)
    else if (outcome.kind === 'refused') toast.error(outcome.message)
    else told(outcome.result, after(outcome.result, block))
  }

  const markDone = (block: Block) =>
    markThen(block, 'DONE', (_, updated) =>
      toast.undoable(`Zrobione: ${block.topic}.`, () => void markThen(updated, 'PLANNED', none)),
    )

  const markPlanned = (block: Block) =>
    markThen(block, 'PLANNED', (_, updated) =>
      toast.undoable(`Do zrobienia: ${block.topic}.`, () => void markThen(updated, 'DONE', none)),
    )

  const markMissed = (block: Block) =>
    markThen(block, 'MISSED', (result, updated) => {
      const moved = result.reflowed.find((entry) => entry.blockId === block.id)
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
        () => void markThen(updated, 'PLANNED', none),
      )
    })

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

  return { markDone, markPlanned, markMissed, move, waiting: marks.waiting }
}
