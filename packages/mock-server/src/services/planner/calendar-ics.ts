import { createEvents, type DateArray, type EventAttributes } from 'ics'
import type { FastifyInstance } from 'fastify'
import {
  BLOCK_KIND_LABELS,
  DEADLINE_KIND_LABELS,
  type BlockStatus,
  type PlanSubject,
} from '@app/contract/planner'
import { subjectLabel } from '@app/contract/user'
import { toWarsawDateKey } from '@app/domain/shared/format'
import type { BlockRecord, PlanRecord } from '../../store/planner'
import { siteLink } from '../site-link'

/** The right-hand side of every UID: a block's or a date's UID never changes (decision 0166). */
const UID_DOMAIN = 'planer-nauki.efektywna-nauka'
const PRODUCT_ID = '-//Efektywna Nauka//Planer nauki//PL'

const STATUS_LABELS: Record<BlockStatus, string> = {
  PLANNED: 'zaplanowany',
  DONE: 'zrobiony',
  MISSED: 'opuszczony',
}

/** `ics` takes DTSTAMP as `timestamp`, which its types leave out. */
type Event = EventAttributes & { timestamp: number }

/** A block at its UTC instants; SEQUENCE is its version, so a calendar app takes the moved one. */
function blockEvent(
  app: FastifyInstance,
  plan: PlanRecord,
  block: BlockRecord,
  now: number,
): Event {
  const day = toWarsawDateKey(Date.parse(block.startsAt))
  const kind = BLOCK_KIND_LABELS[block.kind]
  return {
    uid: `${block.id}@${UID_DOMAIN}`,
    sequence: block.version,
    timestamp: now,
    title: `${subjectLabel(block.subject)} — ${kind}: ${block.topic}`,
    description: `${kind}, blok ${STATUS_LABELS[block.status]}. Plan „${plan.input.name}”.`,
    start: Date.parse(block.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(block.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: siteLink(app, `/produkt/planer-nauki/${plan.id}/${day}`),
  }
}

const dateArray = (key: string, addDays = 0): DateArray => {
  const date = new Date(`${key}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + addDays)
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
}

/** An exam or goal as an all-day event of its Warsaw day; SEQUENCE is the plan's version. */
function deadlineEvent(plan: PlanRecord, entry: PlanSubject, now: number): Event {
  const { kind, date, title } = entry.deadline
  const subject = subjectLabel(entry.subject)
  return {
    uid: `${plan.id}-${entry.subject}@${UID_DOMAIN}`,
    sequence: plan.version,
    timestamp: now,
    title: `${DEADLINE_KIND_LABELS[kind]}: ${title ? `${title} (${subject})` : subject}`,
    start: dateArray(date),
    end: dateArray(date, 1),
    transp: 'TRANSPARENT',
  }
}

/** The plan as iCalendar: its blocks by start, then its exams and goals. */
export function planCalendar(app: FastifyInstance, plan: PlanRecord, now: Date): string {
  const at = now.getTime()
  const events = [
    ...plan.blocks.map((block) => blockEvent(app, plan, block, at)),
    ...plan.input.subjects.map((entry) => deadlineEvent(plan, entry, at)),
  ]
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: plan.input.name })
  if (error || value === null) throw error ?? new Error('The calendar could not be written')
  return value
}
