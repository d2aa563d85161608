import type { ChatContext, ChatStreamEvent } from '@app/contract/chat'
import type { ApiError } from '@app/contract/errors'
import type { EventStreamEnd } from '@app/contract/http-stream'
import {
  endChatStream,
  foldChatStreamEvent,
  initialChatStreamState,
  stopChatStream,
  type ChatStreamState,
} from '@app/domain/chat/stream'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { stopAnswer } from './mutations'
import { chatKeys } from './queries'
import { streamMessage, streamRegeneration } from './stream'

/** The exchange being streamed, shown after the conversation's stored messages until they hold it. */
export interface LiveExchange {
  conversationId: string
  /** The user's text as sent; null for a regeneration. */
  userText: string | null
  /** A regeneration replaces this answer: it is hidden while the new one is written. */
  replacesMessageId: string | null
  state: ChatStreamState
}

/** Refused before the answer began (400, 404, 409, 429, no connection): nothing was sent. */
export type ChatSendResult = { kind: 'answered' } | { kind: 'refused'; error: ApiError }

type Start = (
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
) => Promise<EventStreamEnd>

/**
 * Sends a message (or regenerates the last answer) and follows its stream: the text grows at most
 * once per animation frame, 'Zatrzymaj' asks the server to keep what is written and then aborts,
 * and once the answer has ended the conversation, the list and the allowance are read again.
 */
export function useChatStream(userId: string) {
  const queryClient = useQueryClient()
  const [live, setLive] = useState<LiveExchange | null>(null)
  const current = useRef<{ controller: AbortController; exchange: LiveExchange } | null>(null)
  // One Idempotency-Key per intended message: sending the same text again after a failure reuses it.
  const intent = useRef<{ request: string; key: string } | null>(null)

  // Leaving the page ends the stream; the server keeps the answer as interrupted.
  useEffect(() => () => current.current?.controller.abort(), [])

  const run = useCallback(
    async (
      base: Omit<LiveExchange, 'state'>,
      start: Start,
      onAccepted?: () => void,
    ): Promise<ChatSendResult> => {
      const controller = new AbortController()
      let state = initialChatStreamState()
      let frame: number | null = null
      const publish = () => {
        frame = null
        setLive({ ...base, state })
      }
      current.current = { controller, exchange: { ...base, state } }
      setLive({ ...base, state })
      const end = await start(controller.signal, (event) => {
        const accepted = event.type === 'start' && !state.userMessageId
        state = foldChatStreamEvent(state, event)
        if (accepted) {
          intent.current = null
          onAccepted?.()
        }
        if (current.current) current.current.exchange = { ...base, state }
        frame ??= requestAnimationFrame(publish)
      })
      if (frame !== null) cancelAnimationFrame(frame)
      current.current = null
      if (end.kind === 'refused') {
        setLive(null)
        if (end.error.httpsStatus === 429) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.usage(userId) })
        }
        return { kind: 'refused', error: end.error }
      }
      state = end.kind === 'aborted' ? stopChatStream(state) : endChatStream(state)
      setLive({ ...base, state })
      // The stored conversation now holds the exchange (as the server ended it).
      await queryClient.invalidateQueries({ queryKey: chatKeys.user(userId) })
      setLive((shown) => (shown?.state === state ? null : shown))
      return { kind: 'answered' }
    },
    [queryClient, userId],
  )

  const send = useCallback(
    (
      message: { conversationId: string; content: string; context?: ChatContext },
      onAccepted?: () => void,
    ) => {
      const request = JSON.stringify(message)
      if (intent.current?.request !== request)
        intent.current = { request, key: newIdempotencyKey() }
      const idempotencyKey = intent.current.key
      return run(
        {
          conversationId: message.conversationId,
          userText: message.content,
          replacesMessageId: null,
        },
        (signal, onEvent) => streamMessage({ ...message, idempotencyKey, signal }, onEvent),
        onAccepted,
      )
    },
    [run],
  )

  const regenerate = useCallback(
    (conversationId: string, messageId: string) => {
      const idempotencyKey = newIdempotencyKey()
      return run(
        { conversationId, userText: null, replacesMessageId: messageId },
        (signal, onEvent) =>
          streamRegeneration({ conversationId, messageId, idempotencyKey, signal }, onEvent),
      )
    },
    [run],
  )

  /** 'Zatrzymaj': the server keeps what is written (STOPPED), then the stream is let go. */
  const stop = useCallback(async () => {
    const running = current.current
    if (!running) return
    const { conversationId, state } = running.exchange
    if (state.assistantMessageId) {
      await stopAnswer(conversationId, state.assistantMessageId).catch(() => {})
    }
    running.controller.abort()
  }, [])

  return { live, streaming: live?.state.status === 'streaming', send, regenerate, stop }
}
