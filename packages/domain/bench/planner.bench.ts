/**
 * `pnpm --filter @app/domain bench`: the planner (issue 28). generatePlan over 6 months and 10
 * subjects (target ≤ 20 ms) and the re-flow of 20 missed blocks (target ≤ 5 ms). Prints numbers;
 * asserts nothing.
 *
 * The plan: 10 subjects, exams spread over 6 months, 4 topics of 3–7 hours each; windows on
 * school days 15:00–20:00, Saturday 09:00–13:00 and 16:00–18:00, Sunday 10:00–12:00; Saturday
 * 17:00 consultations as fixed events. The median and p95 of 200 runs after 30 warm-up runs are
 * reported (wall and CPU time); the first run (cold Warsaw day table, no JIT) separately.
 */
import type { PlanSubject } from '@app/contract/planner'
import { fromWarsawLocal } from '../src/shared/format'
import { reflow, type ReflowBlock } from '../src/planner/reflow'
import { generatePlan, type PlannerInput } from '../src/planner/schedule'
import { measure } from './measure'

const RUNS = 200
/** Runs before the measured ones, so the JIT has compiled the code (the first run is printed). */
const WARM_UP = 30
const NOW = fromWarsawLocal(2026, 9, 1, 8).getTime()
const DAY_MS = 86_400_000
const SUBJECTS = [
  'matematyka',
  'jezyk-polski',
  'jezyk-angielski',
  'historia',
  'biologia',
  'chemia',
  'fizyka',
  'geografia',
  'wos',
  'informatyka',
] as const

const dateKey = (ms: number) => new Date(ms + 12 * 3_600_000).toISOString().slice(0, 10)
const subjects: PlanSubject[] = SUBJECTS.map((subject, i) => ({
  subject,
  difficulty: (['EASY', 'MEDIUM', 'HARD'] as const)[i % 3] as PlanSubject['difficulty'],
  deadline: {
    kind: i % 4 === 3 ? 'GOAL' : 'EXAM',
    date: dateKey(NOW + (30 + i * 16) * DAY_MS),
    title: null,
  },
  topics: Array.from({ length: 4 }, (_, t) => ({
    title: `Temat ${t + 1}`,
    hours: 3 + ((i + t) % 5),
  })),
}))
const schoolDay = [{ start: '15:00', end: '20:00' }]
const consultations = Array.from({ length: 27 }, (_, week) => {
  const saturday = fromWarsawLocal(2026, 9, 5 + week * 7, 17).getTime()
  return {
    startsAt: new Date(saturday).toISOString(),
    endsAt: new Date(saturday + 3_600_000).toISOString(),
  }
})
const input: PlannerInput = {
  name: 'Rok szkolny',
  subjects,
  windows: {
    MON: schoolDay,
    TUE: schoolDay,
    WED: schoolDay,
    THU: schoolDay,
    FRI: schoolDay,
    SAT: [
      { start: '09:00', end: '13:00' },
      { start: '16:00', end: '18:00' },
    ],
    SUN: [{ start: '10:00', end: '12:00' }],
  },
  daysOff: ['2026-11-01', '2026-11-11', '2026-12-24', '2026-12-25', '2026-12-26'],
  preferredTimes: ['AFTERNOON', 'EVENING'],
  sessionMinutes: 45,
  chronotype: 'moderately-evening',
  fixedEvents: consultations,
}

console.log('planner: 6 months, 10 subjects')
const plan = generatePlan(input, NOW)
measure('generatePlan', 20, { runs: RUNS, warmUp: WARM_UP }, () => generatePlan(input, NOW))
console.log(`    ${plan.blocks.length} blocks, ${plan.unplaced.length} unplaced`)

// A week of blocks missed: 20 of them, re-flowed the next Monday morning.
const later = NOW + 7 * DAY_MS
const blocks: ReflowBlock[] = plan.blocks.map((block, i) => ({
  ...block,
  id: `block${i}`,
  status: 'PLANNED',
}))
let missed = 0
for (const block of blocks) {
  if (missed === 20 || Date.parse(block.startsAt) >= later) break
  block.status = 'MISSED'
  missed++
}
const moved = reflow({ input, blocks }, later)
measure(`reflow of ${missed} missed blocks`, 5, { runs: RUNS, warmUp: WARM_UP }, () =>
  reflow({ input, blocks }, later),
)
console.log(`    ${moved.reflowed.length} moved, ${moved.unplaced.length} unplaced`)
