import { NicknameSchema } from '@app/contract/progress'
import { isNicknameBlocked, nicknameKey } from '@app/domain/user/nickname'
import { seededRandom } from '@app/domain/shared/seeded-random'
import { BOYS_NAMES, GIRLS_NAMES, NICKNAME_WORDS, SURNAMES, girlsSurname } from './league-names'

/** How many synthetic students the league has (decision 0194). */
export const LEAGUE_STUDENTS = 300
/** How many of them study harder than the seeded uczen this week: uczen is about 12th. */
export const LEAGUE_AHEAD_OF_UCZEN = 11

/**
 * A synthetic student of the league (decision 0194): never an account, so nobody signs in as
 * one and no list but the ranking shows one. Their id never leaves the server.
 */
export interface LeagueStudent {
  id: string
  /** Their position, which seeds their activity. */
  index: number
  name: string
  nickname: string | null
  showInRanking: boolean
  /** 0–1: how likely a day is a study day and how much of it. */
  diligence: number
  /** Study days before this many days ago are none (joined later than the 8 weeks). */
  joinedDaysAgo: number
  /** Stopped studying this many days ago (0: still studies). */
  stoppedDaysAgo: number
  tools: { flashcards: boolean; tasks: boolean; planner: boolean }
  /** Minutes after midnight their sessions start around. */
  startMinute: number
}

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T

/** A nickname of theirs: free (case aside), valid for the schema and not on the blocklist. */
function nicknameOf(first: string, random: () => number, taken: Set<string>): string | null {
  for (let attempt = 0; attempt < 5; attempt++) {
    const word = pick(NICKNAME_WORDS, random)
    const shapes = [
      `${word}_${first.toLocaleLowerCase('pl')}`,
      `${word}${10 + Math.floor(random() * 90)}`,
      `${first}.${word}`,
      `${word}-${2000 + Math.floor(random() * 12)}`,
    ]
    const nickname = pick(shapes, random).slice(0, 20)
    const parsed = NicknameSchema.safeParse(nickname)
    if (!parsed.success || isNicknameBlocked(nickname) || taken.has(nicknameKey(nickname))) continue
    taken.add(nicknameKey(nickname))
    return nickname
  }
  return null
}

let students: readonly LeagueStudent[] | null = null

/**
 * The league's students, the same in every process (PRNG 30): Polish first names and surnames,
 * about a quarter with a nickname, about 4 % not shown in the ranking. Built once.
 */
export function leagueStudents(): readonly LeagueStudent[] {
  if (students) return students
  const random = seededRandom(30)
  const taken = new Set<string>()
  const built: LeagueStudent[] = []
  for (let index = 0; index < LEAGUE_STUDENTS; index++) {
    const girl = random() < 0.5
    const first = pick(girl ? GIRLS_NAMES : BOYS_NAMES, random)
    const surname = pick(SURNAMES, random)
    const late = random() < 0.25
    const stops = random() < 0.1
    built.push({
      id: `league-${String(index).padStart(3, '0')}`,
      index,
      name: `${first} ${girl ? girlsSurname(surname) : surname}`,
      nickname: random() < 0.25 ? nicknameOf(first, random, taken) : null,
      showInRanking: random() >= 0.04,
      diligence: 0.1 + 0.9 * random() ** 0.8,
      joinedDaysAgo: late ? 7 + Math.floor(random() * 49) : 56,
      stoppedDaysAgo: stops ? 1 + Math.floor(random() * 40) : 0,
      tools: { flashcards: random() < 0.65, tasks: random() < 0.55, planner: random() < 0.4 },
      startMinute: 14 * 60 + Math.floor(random() * 6 * 60),
    })
  }
  students = Object.freeze(built.map((student) => Object.freeze(student)))
  return students
}

let nicknameKeys: ReadonlySet<string> | null = null

/** The nicknames the league's students hold (as nicknameKey gives them). */
export function leagueNicknameKeys(): ReadonlySet<string> {
  nicknameKeys ??= new Set(
    leagueStudents().flatMap((s) => (s.nickname === null ? [] : [nicknameKey(s.nickname)])),
  )
  return nicknameKeys
}
