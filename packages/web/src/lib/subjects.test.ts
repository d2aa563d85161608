import { describe, expect, it } from 'vitest'
import { SUBJECT_KEYS, SUBJECT_NAMES, subjectKey } from './subjects'

describe('subjectKey', () => {
  it.each([
    ['Matematyka', 'math'],
    ['matematyka', 'math'],
    ['  MATMA ', 'math'],
    ['Fizyka', 'physics'],
    ['chemia', 'chemistry'],
    ['Biologia', 'biology'],
    ['historia', 'history'],
    ['Język polski', 'polish'],
    ['język  polski', 'polish'],
    ['JĘZYK POLSKI', 'polish'],
    ['jezyk polski', 'polish'],
    ['polski', 'polish'],
    ['angielski', 'english'],
    ['Język angielski', 'english'],
    ['j. angielski', 'english'],
    ['Geografia', 'geography'],
    ['informatyka', 'computing'],
    ['Język niemiecki', 'german'],
  ])("maps '%s' to %s", (name, key) => {
    expect(subjectKey(name)).toBe(key)
  })

  it.each(['Wiedza o społeczeństwie', 'plastyka', '', 'matematyka rozszerzona', 'język'])(
    "maps '%s', not on the map, to other",
    (name) => {
      expect(subjectKey(name)).toBe('other')
    },
  )

  it('maps the name the app writes for each subject back to its key', () => {
    for (const key of SUBJECT_KEYS.filter((k) => k !== 'other'))
      expect(subjectKey(SUBJECT_NAMES[key])).toBe(key)
  })
})
