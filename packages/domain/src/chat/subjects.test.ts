import { describe, expect, it } from 'vitest'
import { offeredChatSubjects } from './subjects'

describe('offeredChatSubjects', () => {
  it('offers the sciences, Polish, English, History and Inne without a profile', () => {
    expect(offeredChatSubjects([])).toEqual([
      'matematyka',
      'fizyka',
      'chemia',
      'biologia',
      'jezyk-polski',
      'jezyk-angielski',
      'historia',
      'inne',
    ])
  })

  it("puts the profile's subjects first, in its order, each once", () => {
    expect(offeredChatSubjects(['geografia', 'historia', 'matematyka'])).toEqual([
      'geografia',
      'historia',
      'matematyka',
      'jezyk-polski',
      'jezyk-angielski',
      'inne',
    ])
  })
})
