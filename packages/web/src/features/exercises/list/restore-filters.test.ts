import type { ExerciseSettings } from '@app/contract/user'
import { describe, expect, it } from 'vitest'
import { restoredSearch, savedFilters } from './restore-filters'

const exerciseSettings: ExerciseSettings = {
  dailyGoal: 5,
  subjects: ['fizyka', 'historia'],
  level: 'MATURA_BASIC',
  difficulty: 'MEDIUM',
  showHintsAutomatically: true,
}
const saved = {
  subjects: ['chemia' as const],
  levels: [],
  topics: ['roztwory'],
  difficulty: ['HARD' as const],
  status: 'TODO' as const,
}

describe('the filters a visit starts with', () => {
  it('are the saved ones', () => {
    expect(savedFilters({ exerciseSettings, exerciseFilters: saved })).toEqual(saved)
  })

  it("before the first save, are the settings' subjects (the bank's only), level and difficulty", () => {
    expect(savedFilters({ exerciseSettings, exerciseFilters: null })).toEqual({
      subjects: ['fizyka'],
      levels: ['MATURA_BASIC'],
      topics: [],
      difficulty: ['MEDIUM'],
      status: 'ALL',
    })
  })

  it.each([
    [
      'a visit without filters gets the saved ones',
      {},
      saved,
      { przedmiot: 'chemia', temat: 'roztwory', trudnosc: 'HARD', status: 'TODO' },
    ],
    [
      'and keeps its tab',
      { zakladka: 'moje' as const },
      saved,
      {
        zakladka: 'moje',
        przedmiot: 'chemia',
        temat: 'roztwory',
        trudnosc: 'HARD',
        status: 'TODO',
      },
    ],
    [
      'a first visit gets the settings',
      {},
      null,
      { przedmiot: 'fizyka', poziom: 'MATURA_BASIC', trudnosc: 'MEDIUM' },
    ],
    ['a link with filters wins', { przedmiot: 'biologia' }, saved, null],
    ['a link with only a status wins too', { status: 'DONE' as const }, saved, null],
    [
      'saved empty filters leave the address as it is',
      {},
      { subjects: [], levels: [], topics: [], difficulty: [], status: 'ALL' as const },
      null,
    ],
  ])('%s', (_case, search, exerciseFilters, expected) => {
    expect(restoredSearch(search, { exerciseSettings, exerciseFilters })).toEqual(expected)
  })
})
