import { describe, expect, it } from 'vitest'
import {
  NO_FILTERS,
  filtersOfSearch,
  hasFilterParams,
  isFiltered,
  parseExerciseListSearch,
  searchOfFilters,
  shownTab,
  topicsFor,
} from './exercise-list-search'

describe('the tasks list search', () => {
  it('reads a tab and every filter', () => {
    expect(
      parseExerciseListSearch({
        zakladka: 'moje',
        przedmiot: 'fizyka,matematyka',
        poziom: 'MATURA_EXTENDED,MATURA_BASIC',
        temat: 'kinematyka',
        trudnosc: 'HARD',
        status: 'TODO',
      }),
    ).toEqual({
      zakladka: 'moje',
      // The contract's order, whatever the link's: equal filters are one URL and one query.
      przedmiot: 'matematyka,fizyka',
      poziom: 'MATURA_BASIC,MATURA_EXTENDED',
      temat: 'kinematyka',
      trudnosc: 'HARD',
      status: 'TODO',
    })
  })

  it.each([
    [{ zakladka: 'baza' }, {}],
    [{ zakladka: 'wszystko', status: 'ALL' }, {}],
    [{ przedmiot: 'historia,matematyka,matematyka' }, { przedmiot: 'matematyka' }],
    [{ poziom: 'matura', trudnosc: 'EASY,łatwe' }, { trudnosc: 'EASY' }],
    [{ status: 'DONE', przedmiot: 3 }, { status: 'DONE' }],
    [{ temat: 'nieznany' }, {}],
    [{ przedmiot: '', poziom: ',' }, {}],
  ])('keeps of %j only what fits: %j', (search, expected) => {
    expect(parseExerciseListSearch(search)).toEqual(expected)
  })

  it('drops a topic whose subject is not chosen', () => {
    expect(parseExerciseListSearch({ przedmiot: 'chemia', temat: 'kinematyka,roztwory' })).toEqual({
      przedmiot: 'chemia',
      temat: 'roztwory',
    })
    // Without a subject any subject's topic is a filter.
    expect(parseExerciseListSearch({ temat: 'kinematyka,roztwory' })).toEqual({
      temat: 'kinematyka,roztwory',
    })
  })

  it('goes from filters to the address and back', () => {
    const filters = {
      subjects: ['matematyka' as const],
      levels: ['MATURA_BASIC' as const],
      topics: ['funkcje'],
      difficulty: ['EASY' as const, 'MEDIUM' as const],
      status: 'DONE' as const,
    }
    const search = searchOfFilters(filters)
    expect(search).toEqual({
      przedmiot: 'matematyka',
      poziom: 'MATURA_BASIC',
      temat: 'funkcje',
      trudnosc: 'EASY,MEDIUM',
      status: 'DONE',
    })
    expect(filtersOfSearch(search)).toEqual(filters)
    expect(searchOfFilters(NO_FILTERS)).toEqual({})
    expect(filtersOfSearch({})).toEqual(NO_FILTERS)
  })

  it.each([
    [{}, false],
    [{ zakladka: 'moje' as const }, false],
    [{ status: 'TODO' as const }, true],
    [{ zakladka: 'moje' as const, przedmiot: 'fizyka' }, true],
  ])('%j names filters: %s', (search, expected) => {
    expect(hasFilterParams(search)).toBe(expected)
  })

  it('knows when something is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false)
    expect(isFiltered({ ...NO_FILTERS, status: 'TODO' })).toBe(true)
    expect(isFiltered({ ...NO_FILTERS, difficulty: ['HARD'] })).toBe(true)
  })

  it.each([
    [{}, false, 'baza'],
    [{ zakladka: 'moje' as const }, false, 'moje'],
    [{ zakladka: 'do-recenzji' as const }, true, 'do-recenzji'],
    // Anybody but a reviewer or an admin falls back to the bank.
    [{ zakladka: 'do-recenzji' as const }, false, 'baza'],
  ])('%j with review rights %s shows %s', (search, canReview, tab) => {
    expect(shownTab(search, canReview)).toBe(tab)
  })

  it('offers the topics of the chosen subjects, or of all four', () => {
    expect(topicsFor(['chemia']).map((t) => t.id)).toContain('roztwory')
    expect(topicsFor(['chemia']).map((t) => t.id)).not.toContain('funkcje')
    expect(topicsFor([]).map((t) => t.id)).toEqual(
      expect.arrayContaining(['funkcje', 'kinematyka', 'roztwory', 'genetyka']),
    )
  })
})
