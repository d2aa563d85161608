import type { Deck } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Pencil, Play, Trash2 } from 'lucide-react'
import { useDeleteDeck, useRestoreDeck } from '../../../api/flashcards/mutations'
import { toast } from '../../../lib/toast'
import { cardsCount } from '../study-text'
import { RenameDeck } from './rename-deck'
import '../flashcards.css'

/**
 * One deck: its counts for today, the next review ('za 8 minut' from `now`, the list's one
 * clock), 'Ucz się', rename inline and delete.
 */
export function DeckRow({ userId, deck, now }: { userId: string; deck: Deck; now: Date }) {
  const [renaming, setRenaming] = useState(false)
  const deleteDeck = useDeleteDeck(userId)
  const restoreDeck = useRestoreDeck(userId)
  const due = deck.counts.due + deck.counts.learning
  const headingId = `deck-${deck.id}`

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
    <li className="deck-row" aria-labelledby={headingId}>
      {renaming ? (
        <RenameDeck userId={userId} deck={deck} onDone={() => setRenaming(false)} />
      ) : (
        <h3 id={headingId} className="deck-row-name">
          <Link to={ROUTES.flashcardsDeck} params={{ deckId: deck.id }}>
            {deck.name}
          </Link>
        </h3>
      )}
      <p className="deck-row-counts">
        <span className="deck-count deck-count-due">Do powtórki: {due}</span>
        <span className="deck-count deck-count-new">Nowe: {deck.counts.new}</span>
        <span className="deck-count">{cardsCount(deck.counts.total)}</span>
      </p>
      <p className="deck-row-next">
        {deck.nextDueAt
          ? `Następna powtórka: ${nextDueLabel(deck.nextDueAt, now)}`
          : 'Jeszcze nic nie powtarzano.'}
      </p>
      <div className="deck-row-actions">
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
            className="button button-secondary"
            onClick={() => setRenaming(true)}
            aria-label={`Zmień nazwę: ${deck.name}`}
          >
            <Pencil aria-hidden="true" />
            Zmień nazwę
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={remove}
          disabled={deleteDeck.isPending}
          aria-label={`Usuń talię: ${deck.name}`}
        >
          <Trash2 aria-hidden="true" />
          Usuń
        </button>
      </div>
    </li>
  )
}
