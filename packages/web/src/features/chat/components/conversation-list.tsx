import { useInfiniteQuery } from '@tanstack/react-query'
import { MessagesSquare } from 'lucide-react'
import { conversationsQuery } from '../../../api/chat/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { ConversationItem } from './conversation-item'
import '../chat.css'

export interface ConversationListProps {
  userId: string
  openId: string | undefined
  now: Date
  onDeleted: (id: string) => void
}

/** The student's conversations, the latest activity first, 50 at a time. */
export function ConversationList({ userId, openId, now, onDeleted }: ConversationListProps) {
  const query = useInfiniteQuery(conversationsQuery(userId))
  if (query.isPending) {
    return (
      <Skeleton label="Ładowanie rozmów…" inline>
        <SkeletonText lines={3} />
      </Skeleton>
    )
  }
  if (query.isError) {
    return <RetryError error={query.error} onRetry={() => void query.refetch()} />
  }
  const conversations = query.data.pages.flatMap((page) => page.items)
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        heading="h3"
        title="Nie masz jeszcze rozmów."
        description="Zadaj pierwsze pytanie obok: rozmowa zapisze się tutaj."
      />
    )
  }
  return (
    <>
      <ul className="chat-conversations">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            userId={userId}
            conversation={conversation}
            open={conversation.id === openId}
            now={now}
            onDeleted={onDeleted}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          busy={query.isFetchingNextPage}
          busyLabel="Ładowanie…"
          onClick={() => void query.fetchNextPage()}
        >
          Pokaż starsze rozmowy
        </Button>
      ) : null}
    </>
  )
}
