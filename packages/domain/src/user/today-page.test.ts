import { describe, expect, it } from 'vitest'
import { PERSONAS } from '../shared/test-personas'
import { hasTodayPage } from './today-page'

describe('hasTodayPage', () => {
  // Issue 30: 'Dziś' for a tool, a subscription or a platform sign-up; parents keep My products.
  it.each([
    ['student', true],
    ['pro', true],
    ['plannerOnly', true],
    ['mini', false],
    ['parent', false],
    ['noGroups', false],
    ['admin', false],
    ['reviewer', false],
  ] as const)('%s: %s', (persona, expected) => {
    expect(hasTodayPage(PERSONAS[persona])).toBe(expected)
  })

  it('a platform sign-up has it; a parent who signed up on the platform does not', () => {
    expect(hasTodayPage({ ...PERSONAS.noGroups, newFlow: true })).toBe(true)
    expect(hasTodayPage({ ...PERSONAS.parent, newFlow: true })).toBe(false)
  })
})
