import type { Goal, WeeklyAction } from '@app/contract/domination-plan'
import { tickWeek } from '@app/domain/planner/check-in-actions'
import { mondayOf, shiftWeek, weekKeyOf } from '@app/domain/planner/check-in-window'
import { planYear } from '@app/domain/planner/domination-progress'
import { fromWarsawLocal, toWarsawDateKey } from '@app/domain/shared/format'
import { seededRandom } from '@app/domain/shared/seeded-random'
import { deepFreeze } from '../freeze'
import { ksuidAt } from '../ksuid'
import type { CheckInRecord, DominationPlanRecord } from '../domination-plan.types'
import { PERSONA_IDS } from './personas'

/**
 * uczen's domination plan (issue 28, decision 0168), laid out from the seed instant
 * (store/seed-instant.ts): a vision, three yearly goals with quarterly milestones (those of past
 * quarters done, and the first of this one), four actions in each of the last four weeks and
 * this one, and check-ins of 4, 2 (late, on Tuesday) and 1 weeks ago; 3 weeks ago was missed.
 * Each check-in's `domination_check_in` is in the activity seed too. pro has no plan (version 0).
 */
export const SEED_DOMINATION_PLAN = {
  /** Weeks ago (1 = last week) with a check-in, and the one missed between them. */
  checkInWeeksAgo: [4, 2, 1],
  missedWeeksAgo: 3,
  /** Weeks ago with actions: these and this week (0). */
  actionWeeksAgo: [4, 3, 2, 1, 0],
} as const

/** A check-in's event: when it was saved, its payload and its id bytes (hex). */
export interface SeededCheckInEvent {
  userId: string
  at: Date
  eventIdHex: string
  payload: { weekKey: string; rating: number; actionsDone: number; actionsTotal: number }
}

export interface SeededDominationPlan {
  plans: readonly DominationPlanRecord[]
  checkIns: readonly CheckInRecord[]
  events: readonly SeededCheckInEvent[]
}

type GoalSpec = {
  key: string
  title: string
  why: string
  /** Quarter and title; the first of a quarter is done once that quarter has begun. */
  milestones: [number, string][]
  /** What a week's action under the goal may be, taken in turn. */
  actions: string[]
}

const GOALS: GoalSpec[] = [
  {
    key: 'srednia',
    title: 'Średnia 4,5 na koniec roku',
    why: 'Chcę się dostać na biotechnologię, a tam liczą się oceny i matura.',
    milestones: [
      [1, 'Poprawić ocenę z funkcji liniowej'],
      [1, 'Zeszyt błędów z matematyki'],
      [2, 'Semestr ze średnią co najmniej 4,3'],
      [3, 'Biologia i chemia na 5'],
      [4, 'Średnia 4,5 na świadectwie'],
    ],
    actions: [
      'Zadania z funkcji kwadratowej (zbiór, str. 40–42)',
      'Powtórka: prawa Mendla',
      'Poprawa kartkówki z chemii',
      'Fiszki: wzory skróconego mnożenia',
      'Notatka z historii: Polska Piastów',
      'Trzy zadania z kombinatoryki dziennie',
    ],
  },
  {
    key: 'fce',
    title: 'Zdać FCE',
    why: 'Certyfikat przyda się na studiach i przy pracy wakacyjnej.',
    milestones: [
      [1, 'Próbny test FCE na start'],
      [2, 'Writing: 10 wypracowań z poprawkami'],
      [3, 'Próbny egzamin na 70%'],
      [4, 'Egzamin FCE zdany'],
    ],
    actions: [
      'Jeden test Reading and Use of English',
      'Wypracowanie: list formalny',
      'Listening: dwa nagrania z kluczem',
      '20 nowych słówek: phrasal verbs',
    ],
  },
  {
    key: 'bieganie',
    title: 'Biegać 3 razy w tygodniu',
    why: 'Więcej energii do nauki i lepszy sen.',
    milestones: [
      [1, '20 minut biegu bez przerwy'],
      [2, '5 km poniżej 35 minut'],
      [3, 'Bieg na 10 km'],
      [4, 'Start w biegu miejskim'],
    ],
    actions: ['Trzy biegi po 20 minut', 'Bieg interwałowy w czwartek', 'Rozciąganie po biegu'],
  },
]

/**
 * The check-ins: weeks ago; when (0 = the week's Monday, 7 and on the next week's days: late);
 * the week's actions ticked, by position; the answers.
 */
const CHECK_INS = [
  {
    weeksAgo: 4,
    at: { day: 6, hour: 19, minute: 10 },
    done: [0, 1, 2],
    rating: 4,
    wentWell: 'Wszystkie zadania z matematyki zrobione, do tego trzy biegi.',
    gotInTheWay: 'Długi sprawdzian z chemii zabrał cały czwartek.',
    willChange: 'Angielski rano przed szkołą, nie wieczorem.',
  },
  {
    weeksAgo: 2,
    at: { day: 8, hour: 18, minute: 25 },
    done: [0, 3],
    rating: 3,
    wentWell: 'Powrót do biegania po przerwie.',
    gotInTheWay: 'Przeziębienie i zaległości po zeszłym tygodniu.',
    willChange: 'Podsumowanie w niedzielę wieczorem, nie we wtorek.',
  },
  {
    weeksAgo: 1,
    at: { day: 6, hour: 19, minute: 45 },
    done: [0, 1, 3],
    rating: 5,
    wentWell: 'Piątka z kartkówki z biologii.',
    gotInTheWay: '',
    willChange: 'Więcej czasu na Writing.',
  },
] as const

let last: { at: number; seed: SeededDominationPlan } | undefined

/** The seed for the instant `now` (frozen; the same object for the same instant). */
export function seedDominationPlan(now: Date): SeededDominationPlan {
  if (last?.at !== now.getTime()) last = { at: now.getTime(), seed: deepFreeze(layOut(now)) }
  return last.seed
}

const bytesOf = (random: () => number) =>
  Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))

/** The Warsaw instant of a day of a week (0 = its Monday; 7 and on the next week's days). */
function dayOfWeek(weekKey: string, day: number, hour: number, minute: number): Date {
  const [year, month, date] = mondayOf(weekKey).split('-').map(Number) as [number, number, number]
  return fromWarsawLocal(year, month, date + day, hour, minute)
}

function goalsAt(quarter: number): Goal[] {
  return GOALS.map((spec) => {
    const seen = new Set<number>()
    return {
      id: `cel-${spec.key}`,
      title: spec.title,
      why: spec.why,
      milestones: spec.milestones.map(([q, title], i) => {
        const first = !seen.has(q)
        seen.add(q)
        return {
          id: `km-${spec.key}-${i + 1}`,
          quarter: q,
          title,
          done: q < quarter || (q === quarter && first),
        }
      }),
    }
  })
}

/** Four actions a week (two for the average, one for FCE, one for running), open milestones. */
function actionsOf(goals: Goal[], thisWeek: string, quarter: number): WeeklyAction[] {
  const milestoneOf = (goal: Goal) =>
    (goal.milestones.find((m) => m.quarter >= quarter && !m.done) ?? goal.milestones.at(-1))!.id
  const [average, fce, running] = goals as [Goal, Goal, Goal]
  const picks: [Goal, GoalSpec][] = [
    [average, GOALS[0]!],
    [average, GOALS[0]!],
    [fce, GOALS[1]!],
    [running, GOALS[2]!],
  ]
  return SEED_DOMINATION_PLAN.actionWeeksAgo.flatMap((weeksAgo, w) => {
    const weekKey = shiftWeek(thisWeek, -weeksAgo)
    return picks.map(([goal, spec], i) => ({
      id: `dz-${weekKey}-${i + 1}`,
      weekKey,
      milestoneId: milestoneOf(goal),
      title: spec.actions[(w * 2 + i) % spec.actions.length]!,
      done: false,
    }))
  })
}

function layOut(now: Date): SeededDominationPlan {
  const userId = PERSONA_IDS.uczen
  const thisWeek = weekKeyOf(now)
  const { quarter } = planYear(toWarsawDateKey(now), 9)
  const goals = goalsAt(quarter)
  let actions = actionsOf(goals, thisWeek, quarter)
  const ids = seededRandom(2810)
  const eventIds = seededRandom(2811)
  const checkIns: CheckInRecord[] = []
  const events: SeededCheckInEvent[] = []
  for (const spec of CHECK_INS) {
    const weekKey = shiftWeek(thisWeek, -spec.weeksAgo)
    const at = dayOfWeek(weekKey, spec.at.day, spec.at.hour, spec.at.minute)
    const week = actions.filter((a) => a.weekKey === weekKey)
    const doneActionIds = spec.done.map((i) => week[i]!.id)
    const ticked = tickWeek(actions, weekKey, doneActionIds)
    if (!ticked.ok) throw new Error(`The seed's check-in of ${weekKey}: ${ticked.message}`)
    actions = ticked.actions
    const { actionsDone, actionsTotal } = ticked
    const { rating, wentWell, gotInTheWay, willChange } = spec
    const createdAt = at.toISOString()
    checkIns.push({
      id: ksuidAt(at, bytesOf(ids)),
      userId,
      version: 1,
      weekKey,
      doneActionIds,
      rating,
      wentWell,
      gotInTheWay,
      willChange,
      actionsDone,
      actionsTotal,
      late: spec.at.day >= 7,
      createdAt,
      updatedAt: createdAt,
    })
    events.push({
      userId,
      at,
      eventIdHex: bytesOf(eventIds).toString('hex'),
      payload: { weekKey, rating, actionsDone, actionsTotal },
    })
  }
  const plan: DominationPlanRecord = {
    userId,
    // Made, then three check-ins and one edit (the missed week's next actions).
    version: 5,
    vision:
      'Kończę liceum z poczuciem, że umiem się uczyć: dobre oceny bez zarywania nocy, ' +
      'angielski, w którym swobodnie rozmawiam, i kondycja na cały rok.',
    goals,
    actions,
    updatedAt: checkIns.at(-1)!.createdAt,
  }
  return { plans: [plan], checkIns, events }
}
