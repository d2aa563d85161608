import type { Deck } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Clock, Layers, Pencil, Play, Trash2 } from 'lucide-react'
import { useDeleteDeck, useRestoreDeck } from '../../../api/flashcards/mutations'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { toast } from '../../../lib/toast'
import { cardsCount } from '../study-text'
import { RenameDeck } from './rename-deck'
import '../flashcards.css'

/**
 * One deck as a card: its counts for today as badges, the next review ('za 8 minut' from `now`, the list's one
 * clock), 'Ucz się', rename inline and delete (icon buttons named by their labels).
 */
export function DeckRow({ userId, deck, now }: { userId: string; deck: Deck; now: Date }) {
  const [renaming, setRenaming] = useState(false)
  const deleteDeck = useDeleteDeck(userId)
  const restoreDeck = useRestoreDeck(userId)
  const due = deck.counts.due + deck.counts.learning

  const remove = () =>
    deleteDeck.mutate(
      { params: { id: deck.id } },
      {
        onSuccess: () =>
          toast.undoable(`Usunięto talię „${deck.name}”.`, () =>
            restoreDeck.mutate(
              { params: { id: deck.id } },
              {
                onSuccess: () => toast.success(`Przywrócono talię „${deck.name}”.`),
                onError: (error) => toast.error(toApiError(error).message),
              },
            ),
          ),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )

  return (
    <Card
      as="li"
      className="deck-card"
      icon={Layers}
      title={
        <Link to={ROUTES.flashcardsDeck} params={{ deckId: deck.id }}>
          {deck.name}
        </Link>
      }
      meta={
        <>
          <Badge tone={due > 0 ? 'accent' : 'neutral'}>Do powtórki: {due}</Badge>
          <Badge tone={deck.counts.new > 0 ? 'brand' : 'neutral'}>Nowe: {deck.counts.new}</Badge>
          <Badge>{cardsCount(deck.counts.total)}</Badge>
        </>
      }
      actions={
        <>
          {due + deck.counts.new > 0 && (
            <Link
              to={ROUTES.flashcardsDeckStudy}
              params={{ deckId: deck.id }}
              className="button button-primary"
              aria-label={`Ucz się: ${deck.name}`}
            >
              <Play aria-hidden="true" />
              Ucz się
            </Link>
          )}
          {!renaming && (
            <button
              type="button"
              className="button button-secondary deck-card-icon-button"
              onClick={() => setRenaming(true)}
              aria-label={`Zmień nazwę: ${deck.name}`}
              title={`Zmień nazwę: ${deck.name}`}
            >
              <Pencil aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            className="button button-secondary deck-card-icon-button"
            onClick={remove}
            disabled={deleteDeck.isPending}
            aria-label={`Usuń talię: ${deck.name}`}
            title={`Usuń talię: ${deck.name}`}
          >
            <Trash2 aria-hidden="true" />
          </button>
        </>
      }
    >
      {renaming ? (
        <RenameDeck userId={userId} deck={deck} onDone={() => setRenaming(false)} />
      ) : null}
      <p className="deck-row-next">
        <Clock aria-hidden="true" />
        {deck.nextDueAt
          ? `Następna powtórka: ${nextDueLabel(deck.nextDueAt, now)}`
          : 'Jeszcze nic nie powtarzano.'}
      </p>
    </Card>
  )
}
