import { describe, expect, it } from 'vitest'
import {
  ChatContextSchema,
  ChatMessageStatusSchema,
  ChatStreamEventSchema,
  ChatUsageSchema,
} from './stream-events'

const ID = '2Kx9Pq7LmN3vR8sT1uW4yZ6aB0c'
const usage = {
  plan: 'pro',
  dailyLimit: 200,
  usedToday: 3,
  remainingToday: 197,
  resetsAt: '2026-11-27T23:00:00.000Z',
  packRemaining: 480,
}

describe('ChatStreamEventSchema', () => {
  it.each([
    ['start', { type: 'start', userMessageId: ID, assistantMessageId: ID }],
    ['delta', { type: 'delta', text: 'Co już wiesz o $\\Delta$?' }],
    ['done', { type: 'done', finishReason: 'stop', remaining: usage }],
    ['done, stopped', { type: 'done', finishReason: 'stopped', remaining: usage }],
    ['done, safety', { type: 'done', finishReason: 'safety', remaining: usage }],
    ['error', { type: 'error', message: 'Czat jest chwilowo niedostępny.', httpsStatus: 503 }],
  ])('takes %s', (_, event) => {
    expect(ChatStreamEventSchema.parse(event)).toEqual(event)
  })

  it.each([
    ['an unknown type', { type: 'ping' }],
    ['no type', { text: 'a' }],
    ['an empty delta', { type: 'delta', text: '' }],
    ['a start without the answer id', { type: 'start', userMessageId: ID }],
    [
      'a start with ids that are not KSUIDs',
      { type: 'start', userMessageId: '1', assistantMessageId: '2' },
    ],
    ['an unknown finish reason', { type: 'done', finishReason: 'timeout', remaining: usage }],
    ['done without the allowance', { type: 'done', finishReason: 'stop' }],
    [
      'a negative allowance',
      { type: 'done', finishReason: 'stop', remaining: { ...usage, remainingToday: -1 } },
    ],
    ['an error status below 400', { type: 'error', message: 'x', httpsStatus: 200 }],
    ['an extra field', { type: 'delta', text: 'a', role: 'assistant' }],
  ])('refuses %s', (_, event) => {
    expect(ChatStreamEventSchema.safeParse(event).success).toBe(false)
  })
})

describe('ChatContextSchema', () => {
  it('takes a flashcard by its id', () => {
    const context = { kind: 'flashcard', cardId: ID }
    expect(ChatContextSchema.parse(context)).toEqual(context)
  })

  it('takes an exercise by its id (issue 29)', () => {
    const context = { kind: 'exercise', exerciseId: ID }
    expect(ChatContextSchema.parse(context)).toEqual(context)
  })

  it.each([
    ['an unknown kind', { kind: 'note', noteId: ID }],
    ['an exercise with its answer', { kind: 'exercise', exerciseId: ID, answer: '11' }],
    ['a card id that is not a KSUID', { kind: 'flashcard', cardId: 'abc' }],
    ['a flashcard with more than its id', { kind: 'flashcard', cardId: ID, front: '2+2' }],
  ])('refuses %s', (_, context) => {
    expect(ChatContextSchema.safeParse(context).success).toBe(false)
  })
})

describe('ChatMessageStatusSchema and ChatUsageSchema', () => {
  it.each(['COMPLETE', 'STOPPED', 'INTERRUPTED', 'ERROR', 'SAFETY'])('%s is a status', (s) => {
    expect(ChatMessageStatusSchema.parse(s)).toBe(s)
  })

  it('refuses another status and a usage without its reset time', () => {
    expect(ChatMessageStatusSchema.safeParse('STREAMING').success).toBe(false)
    const { resetsAt: _, ...withoutReset } = usage
    expect(ChatUsageSchema.safeParse(withoutReset).success).toBe(false)
  })
})
