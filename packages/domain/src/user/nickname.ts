/**
 * The name a student has in the weekly ranking (issue 30, decision 0195): their nickname, else
 * their first name and the initial of their surname, never the whole surname.
 */

import { foldLetters } from '../shared/fold-letters'

/** 'Kuba N.' from 'Kuba Nowak'; a single word stays as it is; 'Jan Nowak-Kowalski' → 'Jan N.'. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) as string) : ''
  const initial = [...last][0]
  return initial ? `${first} ${initial.toLocaleUpperCase('pl')}.` : first
}

/** What others see in the ranking: the nickname, else `shortName` of the account's name. */
export function leagueName(nickname: string | null, name: string): string {
  return nickname ?? shortName(name)
}

/** Nicknames are unique whatever their letters' case ('Kuba_N' is 'kuba_n'). */
export function nicknameKey(nickname: string): string {
  return nickname.trim().toLocaleLowerCase('pl')
}

/** Digits and signs read as letters ('k0t' is 'kot'). */
const AS_LETTER: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}

/**
 * Stems of offensive Polish words (vulgarities, slurs): a nickname containing one, after folding
 * case, Polish letters, digits used as letters, the separators '_', '-', '.' and repeated letters,
 * is refused. Short on purpose: the ranking shows no free text besides nicknames, and a longer
 * list mostly refuses innocent names ('pedał' is left out: it is also a bicycle's pedal).
 */
export const NICKNAME_BLOCKLIST: readonly string[] = [
  'kurw',
  'huj',
  'pierdol',
  'pierdal',
  'jebac',
  'jeban',
  'jebie',
  'jebn',
  'zjeb',
  'wyjeb',
  'pizd',
  'kutas',
  'dziwk',
  'szmata',
  'cwel',
  'ciota',
  'hitler',
]

/** The nickname as the blocklist reads it. */
export function foldNickname(nickname: string): string {
  const letters = [...foldLetters(nickname)]
    .map((char) => AS_LETTER[char] ?? char)
    .filter((char) => /[a-z]/.test(char))
  return letters.filter((char, i) => char !== letters[i - 1]).join('')
}

/** Whether the nickname contains a stem of NICKNAME_BLOCKLIST (after `foldNickname`). */
export function isNicknameBlocked(nickname: string): boolean {
  const folded = foldNickname(nickname)
  return NICKNAME_BLOCKLIST.some((stem) => folded.includes(stem))
}
