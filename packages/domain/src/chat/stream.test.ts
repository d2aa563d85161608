import {
  ChatStreamEventSchema,
  type ChatStreamEvent,
  type ChatUsage,
} from '@app/contract/chat/stream-events'
import { describe, expect, it } from 'vitest'
import {
  endChatStream,
  foldChatStream,
  foldChatStreamEvent,
  initialChatStreamState,
  stopChatStream,
  type ChatStreamState,
} from './stream'

const USER_ID = '2Kx9Pq7LmN3vR8sT1uW4yZ6aB0c'
const ANSWER_ID = '2Kx9Pq7LmN3vR8sT1uW4yZ6aB0d'
const remaining: ChatUsage = {
  plan: 'free',
  dailyLimit: 20,
  usedToday: 6,
  remainingToday: 14,
  resetsAt: '2026-11-27T23:00:00.000Z',
  packRemaining: 0,
}

const start: ChatStreamEvent = {
  type: 'start',
  userMessageId: USER_ID,
  assistantMessageId: ANSWER_ID,
}
const delta = (text: string): ChatStreamEvent => ({ type: 'delta', text })
const done = (finishReason: 'stop' | 'length' | 'stopped' | 'safety'): ChatStreamEvent => ({
  type: 'done',
  finishReason,
  remaining,
})
const error: ChatStreamEvent = {
  type: 'error',
  message: 'Czat jest chwilowo niedostępny.',
  httpsStatus: 503,
}
const ids = { userMessageId: USER_ID, assistantMessageId: ANSWER_ID }

describe('foldChatStream', () => {
  it.each<[string, ChatStreamEvent[], ChatStreamState]>([
    ['nothing yet', [], { text: '', status: 'streaming' }],
    ['started', [start], { ...ids, text: '', status: 'streaming' }],
    [
      'deltas append in order',
      [start, delta('Co już '), delta('wiesz o $\\Delta$'), delta('?')],
      { ...ids, text: 'Co już wiesz o $\\Delta$?', status: 'streaming' },
    ],
    [
      'done: complete, with the allowance',
      [start, delta('Świetnie!'), done('stop')],
      { ...ids, text: 'Świetnie!', status: 'COMPLETE', finishReason: 'stop', remaining },
    ],
    [
      'cut at the length limit is complete too',
      [start, delta('Długa odpowiedź'), done('length')],
      { ...ids, text: 'Długa odpowiedź', status: 'COMPLETE', finishReason: 'length', remaining },
    ],
    [
      'stopped by the server after the stop call',
      [start, delta('Najpierw'), done('stopped')],
      { ...ids, text: 'Najpierw', status: 'STOPPED', finishReason: 'stopped', remaining },
    ],
    [
      'the helpline answer',
      [start, delta('Nie jesteś sam.'), done('safety')],
      { ...ids, text: 'Nie jesteś sam.', status: 'SAFETY', finishReason: 'safety', remaining },
    ],
    [
      'an error keeps the partial text and the envelope',
      [start, delta('Zacznijmy od'), error],
      {
        ...ids,
        text: 'Zacznijmy od',
        status: 'ERROR',
        error: { message: 'Czat jest chwilowo niedostępny.', httpsStatus: 503 },
      },
    ],
    [
      'nothing changes after the end',
      [start, delta('Gotowe.'), done('stop'), delta(' Jeszcze?'), error],
      { ...ids, text: 'Gotowe.', status: 'COMPLETE', finishReason: 'stop', remaining },
    ],
  ])('%s', (_, events, state) => {
    // Every fixture is a valid event of the contract.
    for (const event of events) expect(ChatStreamEventSchema.parse(event)).toEqual(event)
    expect(foldChatStream(events)).toEqual(state)
  })

  it('does not change the state it is given', () => {
    const before = foldChatStream([start, delta('A')])
    const copy = structuredClone(before)
    foldChatStreamEvent(before, delta('B'))
    expect(before).toEqual(copy)
  })
})

describe('endings the client makes', () => {
  const partial = foldChatStream([start, delta('Pierwszy krok: ')])

  it.each<[string, (s: ChatStreamState) => ChatStreamState, ChatStreamState]>([
    [
      'a local stop keeps the text as STOPPED',
      stopChatStream,
      { ...ids, text: 'Pierwszy krok: ', status: 'STOPPED', finishReason: 'stopped' },
    ],
    [
      'a connection ending without done is INTERRUPTED',
      endChatStream,
      { ...ids, text: 'Pierwszy krok: ', status: 'INTERRUPTED' },
    ],
  ])('%s', (_, end, state) => {
    expect(end(partial)).toEqual(state)
  })

  it('a connection lost before start is INTERRUPTED with no ids', () => {
    expect(endChatStream(initialChatStreamState())).toEqual({ text: '', status: 'INTERRUPTED' })
  })

  it.each<[string, ChatStreamEvent[]]>([
    ['complete', [start, delta('x'), done('stop')]],
    ['failed', [start, error]],
    ['stopped by the server', [start, done('stopped')]],
  ])('an answer already %s keeps its ending', (_, events) => {
    const ended = foldChatStream(events)
    expect(stopChatStream(ended)).toBe(ended)
    expect(endChatStream(ended)).toBe(ended)
  })

  it('an event after a local stop or a lost connection changes nothing', () => {
    for (const end of [stopChatStream, endChatStream]) {
      const ended = end(partial)
      expect(foldChatStream([delta('później'), done('stop')], ended)).toBe(ended)
    }
  })
})
