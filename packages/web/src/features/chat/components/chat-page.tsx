import type { ChatContext, ChatConversation, ChatMode, ChatSubject } from '@app/contract/chat'
import { offeredChatSubjects } from '@app/domain/chat/subjects'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Plus } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useCreateConversation } from '../../../api/chat/mutations'
import { conversationsQuery, usageQuery } from '../../../api/chat/queries'
import { settingsQuery } from '../../../api/user/queries'
import { useChatStream } from '../../../api/chat/use-chat-stream'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { useNow } from '../../../lib/use-now'
import { MODE_LABELS, subjectName, titleFromMessage } from '../chat-copy'
import '../chat.css'
import { Composer } from './composer'
import { ConversationList } from './conversation-list'
import { ExerciseContext } from './exercise-context'
import { FlashcardContext } from './flashcard-context'
import { MessageList } from './message-list'
import { NewConversation } from './new-conversation'
import { UsageLine, isChatLimitReached } from './usage-line'

export interface ChatPageProps {
  userId: string
  /** `?rozmowa=`: the open conversation; none is a new one. */
  conversationId: string | undefined
  /** `?fiszka=`: the flashcard a new conversation asks about. */
  cardId?: string
  /** `?zadanie=`: the exercise a new conversation asks about (issue 29). */
  exerciseId?: string
  /** 'Jak to działa?': the tutorial again. */
  help?: ReactNode
}

/**
 * /produkt/chat: the conversations beside the open one (on a phone the list first, a conversation
 * full screen), the composer with the day's allowance, and a new conversation's choices.
 */
export function ChatPage({ userId, conversationId, cardId, exerciseId, help }: ChatPageProps) {
  const navigate = useNavigate()
  const chat = useChatStream(userId)
  const usage = useQuery(usageQuery(userId))
  const conversations = useInfiniteQuery(conversationsQuery(userId))
  const create = useCreateConversation(userId)
  const settings = useQuery(settingsQuery(userId))
  const subjects = offeredChatSubjects(settings.data?.educationalProfile.subjects ?? [])
  const [draft, setDraft] = useState('')
  const [mode, setMode] = useState<ChatMode>('socratic')
  const [subject, setSubject] = useState<ChatSubject | null>(null)
  // The list's 'dziś 14:05' turns into a date after midnight without a reload.
  const now = useNow(60_000)

  const open: ChatConversation | undefined = conversations.data?.pages
    .flatMap((page) => page.items)
    .find((c) => c.id === conversationId)

  const openConversation = (id: string | undefined) =>
    void navigate({ to: ROUTES.chat, search: id ? { rozmowa: id } : {} })

  /** Sends the draft, first making the conversation when there is none: a refusal keeps the text. */
  const send = async (content: string): Promise<string | null> => {
    let id = conversationId
    if (!id) {
      try {
        const made = await create.mutateAsync({
          title: titleFromMessage(content),
          mode,
          ...(subject ? { subject } : {}),
        })
        id = made.id
        openConversation(id)
      } catch (error) {
        return toApiError(error).message
      }
    }
    const context: ChatContext | undefined = cardId
      ? { kind: 'flashcard', cardId }
      : exerciseId
        ? { kind: 'exercise', exerciseId }
        : undefined
    const result = await chat.send({ conversationId: id, content, context }, () => setDraft(''))
    return result.kind === 'refused' ? result.error.message : null
  }

  const limitReached = usage.data ? isChatLimitReached(usage.data) : false
  // At 00:00 Warsaw the day's allowance comes back: read it again without a reload.
  const resetPassed = usage.data ? now.getTime() >= Date.parse(usage.data.resetsAt) : false
  const { refetch: refetchUsage } = usage
  useEffect(() => {
    if (resetPassed) void refetchUsage()
  }, [resetPassed, refetchUsage])

  return (
    <div className="chat" data-view={conversationId ? 'conversation' : 'list'}>
      <aside className="chat-sidebar" aria-labelledby="chat-heading">
        <div className="chat-sidebar-head">
          <h1 id="chat-heading">Czat AI</h1>
          <span className="chat-sidebar-actions">
            <Link to={ROUTES.chat} search={{}} className="button button-secondary">
              <Plus aria-hidden="true" />
              Nowa rozmowa
            </Link>
            {help}
          </span>
        </div>
        <ConversationList
          userId={userId}
          openId={conversationId}
          now={now}
          onDeleted={(id) => id === conversationId && openConversation(undefined)}
        />
      </aside>
      <section className="chat-main" aria-label={open ? `Rozmowa: ${open.title}` : 'Nowa rozmowa'}>
        <header className="chat-main-head">
          <Link to={ROUTES.chat} search={{}} className="chat-back">
            <ArrowLeft aria-hidden="true" />
            Wszystkie rozmowy
          </Link>
          {open ? (
            <div className="chat-main-title">
              <h2>{open.title}</h2>
              <p className="chat-main-meta">
                {open.subject ? <SubjectChip subject={subjectName(open.subject)} /> : null}
                <span>{MODE_LABELS[open.mode]}</span>
              </p>
            </div>
          ) : null}
        </header>
        {open?.context ? <ConversationContext userId={userId} context={open.context} /> : null}
        {conversationId ? (
          <MessageList
            userId={userId}
            conversationId={conversationId}
            live={chat.live}
            onRegenerate={(messageId) => void chat.regenerate(conversationId, messageId)}
          />
        ) : (
          <NewConversation
            context={
              cardId ? (
                <FlashcardContext
                  userId={userId}
                  cardId={cardId}
                  onRemove={() => openConversation(undefined)}
                />
              ) : exerciseId ? (
                <ExerciseContext
                  userId={userId}
                  exerciseId={exerciseId}
                  onRemove={() => openConversation(undefined)}
                />
              ) : null
            }
            subjects={subjects}
            mode={mode}
            onModeChange={setMode}
            subject={subject}
            onSubjectChange={setSubject}
            onPrompt={setDraft}
          />
        )}
        <Composer
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          streaming={chat.streaming}
          onStop={() => void chat.stop()}
          disabled={limitReached || create.isPending}
          footer={usage.data ? <UsageLine usage={usage.data} /> : null}
        />
      </section>
    </div>
  )
}

/** What an open conversation asks about: a flashcard or an exercise, shown above its messages. */
function ConversationContext({ userId, context }: { userId: string; context: ChatContext }) {
  return context.kind === 'flashcard' ? (
    <FlashcardContext userId={userId} cardId={context.cardId} />
  ) : (
    <ExerciseContext userId={userId} exerciseId={context.exerciseId} />
  )
}
