import { BLOCK_KIND_LABELS } from '@app/contract/planner'
import { subjectLabel } from '@app/contract/user'
import { warsawTime } from '@app/domain/planner/block-changes'
import type { BlockRecord } from '../../store/planner'

/** One plan's part of the day plan e-mail: its name, the day's blocks and the day's page. */
export interface DayPlanPart {
  name: string
  blocks: readonly BlockRecord[]
  link: string
}

/** '16:00–16:45 Matematyka — Funkcja kwadratowa (Nauka)' */
const blockLine = (block: BlockRecord) =>
  `${warsawTime(block.startsAt)}–${warsawTime(block.endsAt)} ${subjectLabel(block.subject)} — ${block.topic} (${BLOCK_KIND_LABELS[block.kind]})`

/** The day plan e-mail ('Plan dnia na e-mail', decision 0167). */
export const PLANNER_EMAILS = {
  /** 'Plan dnia: środa, 15.10.2025' */
  dayPlanSubject: (weekday: string, date: string) => `Plan dnia: ${weekday}, ${date}`,
  dayPlanText: (weekday: string, date: string, parts: readonly DayPlanPart[]) =>
    [
      `Cześć! Oto Twój plan nauki na dziś (${weekday}, ${date}).`,
      ...parts.map((part) =>
        [`Plan „${part.name}”:`, ...part.blocks.map(blockLine), `Plan dnia: ${part.link}`].join(
          '\n',
        ),
      ),
      'Powodzenia! Ten e-mail przychodzi, bo w ustawieniach planera masz włączony „Plan dnia na e-mail”.',
    ].join('\n\n'),
} as const
