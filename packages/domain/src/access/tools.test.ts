import { describe, expect, it } from 'vitest'
import { ROUTES } from '../navigation/routes'
import { TOOLS, TOOL_KEYS } from './tools'

describe('TOOLS', () => {
  it('are the four feature flags, each with its page and what it does', () => {
    expect(TOOL_KEYS).toEqual(['planner', 'dominationPlan', 'flashcards', 'tasks'])
    expect(TOOLS.flashcards.to).toBe(ROUTES.flashcards)
    for (const key of TOOL_KEYS) {
      expect(TOOLS[key].title.length).toBeGreaterThan(0)
      expect(TOOLS[key].benefits.length).toBeGreaterThanOrEqual(2)
    }
  })
})
