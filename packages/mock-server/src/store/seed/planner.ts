import type { PlanInput, PlanSubject } from '@app/contract/planner'
import type { StudyWindow } from '@app/contract/user'
import { applyReflow, plannedMinutes } from '@app/domain/planner/block-changes'
import { plannerFixedEvents } from '@app/domain/planner/fixed-events'
import { reflow } from '@app/domain/planner/reflow'
import { generatePlan } from '@app/domain/planner/schedule'
import { dayOf } from '@app/domain/planner/timeline'
import { fromWarsawLocal, toWarsawDateKey, warsawParts } from '@app/domain/shared/format'
import { seededRandom } from '@app/domain/shared/seeded-random'
import { deepFreeze } from '../freeze'
import { ksuidAt } from '../ksuid'
import type { BlockRecord, PlanRecord } from '../planner.types'
import { PERSONA_IDS } from './personas'

/**
 * uczen's plan 'Semestr zimowy' (issue 28), laid out from the seed instant (store/seed-instant.ts,
 * decision 0165): made 21 days ago at 15:00 by the domain's `generatePlan`, with exams in 9, 16
 * and 23 days and the FCE goal in 4 months. Of the blocks before today, the last two are left
 * unmarked ('Do rozliczenia'), three were missed and re-flowed from now, the rest are done, each
 * with its `planner_block_done` event in the activity seed. pro has no plan.
 */
export const SEED_PLANNER = {
  historyDays: 21,
  unmarked: 2,
  reflowed: 3,
} as const

/** A done block's event: when it was ticked, its payload and its id bytes (hex). */
export interface SeededDoneEvent {
  userId: string
  at: Date
  eventIdHex: string
  payload: {
    planId: string
    blockId: string
    subject: BlockRecord['subject']
    kind: BlockRecord['kind']
    plannedMinutes: number
    focusedMinutes: number
  }
}

export interface SeededPlanner {
  plans: readonly PlanRecord[]
  doneEvents: readonly SeededDoneEvent[]
}

const AFTER_SCHOOL: StudyWindow[] = [{ start: '16:00', end: '19:30' }]

const topics = (...list: [string, number][]) => list.map(([title, hours]) => ({ title, hours }))

function subjects(dateIn: (days: number) => string, inMonths: string): PlanSubject[] {
  return [
    {
      subject: 'matematyka',
      difficulty: 'HARD',
      deadline: { kind: 'EXAM', date: dateIn(9), title: 'Funkcja kwadratowa' },
      topics: topics(
        ['Postać kanoniczna', 1.5],
        ['Miejsca zerowe i wzory Viète’a', 1.5],
        ['Nierówności kwadratowe', 1],
      ),
    },
    {
      subject: 'biologia',
      difficulty: 'MEDIUM',
      deadline: { kind: 'EXAM', date: dateIn(16), title: 'Genetyka' },
      topics: topics(['Budowa DNA', 1], ['Prawa Mendla', 1], ['Mutacje', 1]),
    },
    {
      subject: 'historia',
      difficulty: 'MEDIUM',
      deadline: { kind: 'EXAM', date: dateIn(23), title: 'Polska Piastów' },
      topics: topics(['Chrzest Polski', 1], ['Bolesław Chrobry', 1], ['Rozbicie dzielnicowe', 1]),
    },
    {
      subject: 'jezyk-angielski',
      difficulty: 'EASY',
      deadline: { kind: 'GOAL', date: inMonths, title: 'FCE' },
      topics: topics(
        ['Reading and Use of English', 6],
        ['Writing', 5],
        ['Listening', 4],
        ['Speaking', 4],
      ),
    },
  ]
}

let last: { at: number; seed: SeededPlanner } | undefined

/** The seed for the instant `now` (frozen; the same object for the same instant). */
export function seedPlanner(now: Date): SeededPlanner {
  if (last?.at !== now.getTime()) last = { at: now.getTime(), seed: deepFreeze(layOut(now)) }
  return last.seed
}

const bytesOf = (random: () => number) =>
  Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))

function layOut(now: Date): SeededPlanner {
  const today = warsawParts(now)
  const day = (offset: number, hour = 12, minute = 0) =>
    fromWarsawLocal(today.year, today.month, today.day + offset, hour, minute)
  const dateIn = (days: number) => toWarsawDateKey(day(days))
  const inMonths = toWarsawDateKey(fromWarsawLocal(today.year, today.month + 4, today.day, 12))
  const createdAt = day(-SEED_PLANNER.historyDays, 15)
  const input: PlanInput = {
    name: 'Semestr zimowy',
    subjects: subjects(dateIn, inMonths),
    windows: {
      MON: AFTER_SCHOOL,
      TUE: AFTER_SCHOOL,
      WED: AFTER_SCHOOL,
      THU: AFTER_SCHOOL,
      FRI: AFTER_SCHOOL,
      SAT: [{ start: '10:00', end: '13:00' }],
      SUN: [],
    },
    daysOff: [],
    preferredTimes: [],
    sessionMinutes: 45,
    chronotype: 'moderately-evening',
  }
  const fixedEvents = plannerFixedEvents(createdAt.getTime(), inMonths, null)
  const made = generatePlan({ ...input, fixedEvents }, createdAt)
  const ids = seededRandom(2801)
  const planId = ksuidAt(createdAt, bytesOf(ids))
  let blocks: BlockRecord[] = made.blocks.map((block) => ({
    ...block,
    id: ksuidAt(createdAt, bytesOf(ids)),
    version: 1,
    status: 'PLANNED',
    focusedMinutes: 0,
    reflowedFrom: null,
  }))

  const todayNumber = dayOf(now.getTime())
  const history = blocks.filter((block) => dayOf(Date.parse(block.startsAt)) < todayNumber)
  const marked = history.slice(0, history.length - SEED_PLANNER.unmarked)
  // Three missed on the way, spread over the history; the rest done.
  const missed = new Set(
    [0.4, 0.6, 0.8].map((share) => marked[Math.floor(marked.length * share)]?.id as string),
  )
  const focus = seededRandom(2802)
  const eventIds = seededRandom(2803)
  const doneEvents: SeededDoneEvent[] = []
  let saturdayTicks = 0
  blocks = blocks.map((block) => {
    if (!marked.includes(block)) return block
    if (missed.has(block.id)) return { ...block, status: 'MISSED', version: 2 }
    const minutes = plannedMinutes(block)
    // Most blocks in focus mode, a few just ticked.
    const focusedMinutes = focus() < 0.8 ? minutes - Math.floor(focus() * 8) : 0
    const done: BlockRecord = { ...block, status: 'DONE', version: 2, focusedMinutes }
    doneEvents.push({
      userId: PERSONA_IDS.uczen,
      at: tickedAt(block.endsAt, () => saturdayTicks++),
      eventIdHex: bytesOf(eventIds).toString('hex'),
      payload: {
        planId,
        blockId: block.id,
        subject: block.subject,
        kind: block.kind,
        plannedMinutes: minutes,
        focusedMinutes,
      },
    })
    return done
  })

  const moved = reflow({ input: { ...input, fixedEvents }, blocks, blockIds: [...missed] }, now)
  blocks = applyReflow(blocks, moved).blocks
  blocks.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || (a.id < b.id ? -1 : 1))

  const plan: PlanRecord = {
    id: planId,
    userId: PERSONA_IDS.uczen,
    // Made, each block ticked or marked missed on its own.
    version: 1 + doneEvents.length + missed.size,
    input,
    blocks,
    unplaced: made.unplaced,
    missedUnplaced: moved.unplaced,
    archivedAt: null,
    createdAt: createdAt.toISOString(),
    updatedAt: now.toISOString(),
  }
  return { plans: [plan], doneEvents }
}

/**
 * When a done block was ticked: as it ended, but a morning block (Saturday's) in the evening at
 * 19:00 (a minute apart), when uczen goes through the day, as the rest of the log does.
 */
function tickedAt(endsAt: string, nextSaturday: () => number): Date {
  const end = Date.parse(endsAt)
  const { year, month, day, hour } = warsawParts(end)
  if (hour >= 16) return new Date(end)
  return fromWarsawLocal(year, month, day, 19, nextSaturday() % 60)
}
