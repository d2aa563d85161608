import { describe, expect, it } from 'vitest'
import { ROUTES } from '../navigation/routes'
import type { Features, Group } from '@app/contract/user'
import { canUseTool, TOOLS, TOOL_KEYS, type ToolKey } from './tools'

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

describe('canUseTool', () => {
  const none: Features = { planner: false, dominationPlan: false, flashcards: false, tasks: false }
  const all: Features = { planner: true, dominationPlan: true, flashcards: true, tasks: true }
  const user = (groups: Group[], features: Features = none) => ({ groups, features })

  it.each<[string, Group[], Features, ToolKey, boolean]>([
    ['tasks: a student with the flag', [], { ...none, tasks: true }, 'tasks', true],
    ['tasks: a student without it', ['Effective_Action_Course_Subscriber'], none, 'tasks', false],
    ['tasks: a reviewer without the flag', ['Exercise_Reviewer'], none, 'tasks', true],
    ['tasks: an admin without the flag', ['Admin'], none, 'tasks', true],
    ['tasks: not an assistant without the flag', ['Assistant'], none, 'tasks', false],
    [
      'flashcards: not a reviewer without the flag',
      ['Exercise_Reviewer'],
      none,
      'flashcards',
      false,
    ],
    ['planner: not an admin without the flag', ['Admin'], none, 'planner', false],
    ['dominationPlan: not an admin without the flag', ['Admin'], none, 'dominationPlan', false],
    ['planner: a subscriber', [], all, 'planner', true],
  ])('%s', (_who, groups, features, tool, expected) => {
    expect(canUseTool(user(groups, features), tool)).toBe(expected)
  })
})
