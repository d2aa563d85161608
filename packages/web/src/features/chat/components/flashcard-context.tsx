import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery } from '@tanstack/react-query'
import { Layers } from 'lucide-react'
import { cardQuery } from '../../../api/flashcards/queries'
import { RichText } from '../../../components/rich-text/rich-text'
import '../context.css'
import { ContextFrame } from './context-frame'

export interface FlashcardContextProps {
  userId: string
  cardId: string
  /** A new conversation's context can be taken away before the first message. */
  onRemove?: () => void
}

/**
 * The flashcard a conversation asks about: its front, with the back behind 'Pokaż odpowiedź' so
 * that a Socratic talk does not start with the answer. Read with the caller's rights: someone
 * else's card is not found.
 */
export function FlashcardContext({ userId, cardId, onRemove }: FlashcardContextProps) {
  const card = useQuery(cardQuery(userId, cardId))
  return (
    <ContextFrame
      label="Fiszka, o którą pytasz"
      icon={Layers}
      removeLabel="Usuń fiszkę z rozmowy"
      onRemove={onRemove}
    >
      {card.data ? (
        <>
          <p className="chat-context-label">Fiszka z talii „{card.data.deckName}”</p>
          <RichText source={card.data.front} className="chat-context-front" />
          <details className="chat-context-back">
            <summary>Pokaż odpowiedź</summary>
            <RichText source={card.data.back} />
          </details>
        </>
      ) : card.isError ? (
        <p role="alert">{toApiError(card.error).message}</p>
      ) : (
        <p className="chat-context-label">Wczytywanie fiszki…</p>
      )}
    </ContextFrame>
  )
}
