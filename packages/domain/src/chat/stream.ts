import type {
  ChatFinishReason,
  ChatMessageStatus,
  ChatStreamEvent,
  ChatUsage,
} from '@app/contract/chat/stream-events'
import type { ApiError } from '@app/contract/errors'

/**
 * An answer as its stream arrives (issue 'AI study chat'), one fold shared by the browser and the
 * tests: `start` names the messages, each `delta` appends, `done` or `error` ends it. Two endings
 * come from the client itself: a stop it asked for (STOPPED) and a connection that closed before
 * the end (INTERRUPTED). Once ended, a state never changes again.
 */

export type ChatStreamStatus = 'streaming' | ChatMessageStatus

export interface ChatStreamState {
  userMessageId?: string
  assistantMessageId?: string
  /** The answer's Markdown so far; kept whatever the ending. */
  text: string
  status: ChatStreamStatus
  finishReason?: ChatFinishReason
  error?: ApiError
  /** The allowance after this message, from `done`. */
  remaining?: ChatUsage
}

export const initialChatStreamState = (): ChatStreamState => ({ text: '', status: 'streaming' })

const STATUS_OF: Record<ChatFinishReason, ChatMessageStatus> = {
  stop: 'COMPLETE',
  length: 'COMPLETE',
  stopped: 'STOPPED',
  safety: 'SAFETY',
}

export const isChatStreamEnded = (state: ChatStreamState): boolean => state.status !== 'streaming'

export function foldChatStreamEvent(
  state: ChatStreamState,
  event: ChatStreamEvent,
): ChatStreamState {
  if (isChatStreamEnded(state)) return state
  switch (event.type) {
    case 'start':
      return {
        ...state,
        userMessageId: event.userMessageId,
        assistantMessageId: event.assistantMessageId,
      }
    case 'delta':
      return { ...state, text: state.text + event.text }
    case 'done':
      return {
        ...state,
        status: STATUS_OF[event.finishReason],
        finishReason: event.finishReason,
        remaining: event.remaining,
      }
    case 'error':
      return {
        ...state,
        status: 'ERROR',
        error: { message: event.message, httpsStatus: event.httpsStatus },
      }
  }
}

/** The whole stream at once (a replay, a test). */
export const foldChatStream = (
  events: readonly ChatStreamEvent[],
  from: ChatStreamState = initialChatStreamState(),
): ChatStreamState => events.reduce(foldChatStreamEvent, from)

/** The user stopped the answer (the stop call made, then the request aborted): text kept. */
export const stopChatStream = (state: ChatStreamState): ChatStreamState =>
  isChatStreamEnded(state) ? state : { ...state, status: 'STOPPED', finishReason: 'stopped' }

/** The connection ended, or failed, before `done` or `error`: text kept, marked interrupted. */
export const endChatStream = (state: ChatStreamState): ChatStreamState =>
  isChatStreamEnded(state) ? state : { ...state, status: 'INTERRUPTED' }
