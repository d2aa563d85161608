import type { ChatMessage } from '@app/contract/chat'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState } from 'react'
import { messagesQuery } from '../../../api/chat/queries'
import type { LiveExchange } from '../../../api/chat/use-chat-stream'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { Button } from '../../../components/ui/button'
import { MessageItem, type MessageView } from './message-item'
import '../conversation.css'

// Within this distance of the end the list follows new text; further up it stays where the user is.
const FOLLOW_WITHIN_PX = 80

export interface MessageListProps {
  userId: string
  conversationId: string
  live: LiveExchange | null
  onRegenerate: (messageId: string) => void
}

/**
 * What is shown: the stored messages (oldest first), then the exchange being streamed. Until the
 * stream has ended and the conversation was read again, the live copy stands for its messages
 * (the stored answer is still being written).
 */
function visibleMessages(stored: ChatMessage[], live: LiveExchange | null): MessageView[] {
  if (!live) return stored
  const { state } = live
  // A regeneration keeps the question: only a sent message brings its own copy of it.
  const liveIds = new Set([
    live.replacesMessageId,
    state.assistantMessageId,
    live.userText === null ? null : state.userMessageId,
  ])
  const shown: MessageView[] = stored.filter((m) => !liveIds.has(m.id))
  if (live.userText !== null) {
    shown.push({ id: 'live-user', role: 'user', content: live.userText, status: 'COMPLETE' })
  }
  shown.push({ id: 'live-answer', role: 'assistant', content: state.text, status: state.status })
  return shown
}

/** The last answer may be written again once it has ended (a helpline answer stays as it is). */
const canRegenerate = (message: MessageView, streaming: boolean) =>
  message.role === 'assistant' &&
  !streaming &&
  message.status !== 'SAFETY' &&
  !message.id.startsWith('live-')

/**
 * The conversation: earlier pages on demand, the answer growing as it is written, following the
 * end unless the user has scrolled up. A finished answer is read out once (aria-live).
 */
export function MessageList({ userId, conversationId, live, onRegenerate }: MessageListProps) {
  const query = useInfiniteQuery(messagesQuery(userId, conversationId))
  const scroller = useRef<HTMLDivElement>(null)
  const [following, setFollowing] = useState(true)
  const liveFor = live?.conversationId === conversationId ? live : null

  const stored = (query.data?.pages ?? []).flatMap((page) => page.items).reverse()
  const messages = visibleMessages(stored, liveFor)
  const last = messages.at(-1)
  const streaming = liveFor?.state.status === 'streaming'

  useLayoutEffect(() => {
    const element = scroller.current
    if (element && following) element.scrollTop = element.scrollHeight
  })

  // A finished answer is read out once: the live region gets its text when the stream ends and
  // loses it (silently) when the stored conversation takes over.
  const announced = liveFor && liveFor.state.status !== 'streaming' ? liveFor.state.text : ''

  if (query.isPending) {
    return (
      <Skeleton label="Ładowanie rozmowy…">
        <SkeletonText lines={2} />
        <SkeletonText lines={4} />
      </Skeleton>
    )
  }
  if (query.isError) {
    return <RetryError error={query.error} onRetry={() => void query.refetch()} />
  }

  return (
    <div
      ref={scroller}
      className="chat-messages"
      onScroll={(event) => {
        const element = event.currentTarget
        setFollowing(
          element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX,
        )
      }}
    >
      {query.hasNextPage ? (
        <p className="chat-earlier">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            busyLabel="Ładowanie…"
            onClick={() => void query.fetchNextPage()}
          >
            Wczytaj wcześniejsze wiadomości
          </Button>
        </p>
      ) : null}
      <ol className="chat-message-list" aria-label="Wiadomości">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            onRegenerate={
              message === last && canRegenerate(message, streaming)
                ? () => onRegenerate(message.id)
                : undefined
            }
          />
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite">
        {announced}
      </div>
    </div>
  )
}
