import type { Deck } from '@app/contract/flashcards'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Play, Plus, Upload } from 'lucide-react'
import { deckQuery, type CardFilters } from '../../../api/flashcards/queries'
import { useNow } from '../../../lib/use-now'
import { cardsCount } from '../study-text'
import { CardEditor } from './card-editor'
import { CardList } from './card-list'
import { DeckSettingsForm } from './deck-settings-form'
import { ExportButton } from './export-button'
import '../flashcards.css'

export interface DeckPageProps {
  userId: string
  deckId: string
  filters: CardFilters
  onFiltersChange: (filters: CardFilters) => void
}

/** /produkt/fiszki/{deckId}: the deck's cards, adding and editing them, its settings and export. */
export function DeckPage({ userId, deckId, filters, onFiltersChange }: DeckPageProps) {
  const { data: deck } = useSuspenseQuery(deckQuery(userId, deckId))
  const [adding, setAdding] = useState(false)

  return (
    <article className="flashcards">
      <header className="flashcards-header">
        <p className="flashcards-back">
          <Link to={ROUTES.flashcards}>Wszystkie talie</Link>
        </p>
        <h1>{deck.name}</h1>
        <DeckSummary deck={deck} />
        <div className="deck-actions">
          {deck.counts.due + deck.counts.learning + deck.counts.new > 0 && (
            <Link
              to={ROUTES.flashcardsDeckStudy}
              params={{ deckId }}
              className="button button-primary"
            >
              <Play aria-hidden="true" />
              Ucz się
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Dodaj fiszkę
          </button>
          <Link
            to={ROUTES.flashcardsDeckImport}
            params={{ deckId }}
            className="button button-secondary"
          >
            <Upload aria-hidden="true" />
            Importuj
          </Link>
          <ExportButton deck={deck} />
        </div>
      </header>
      <CardEditor
        key={adding ? 'new-open' : 'new-closed'}
        userId={userId}
        deckId={deckId}
        open={adding}
        onOpenChange={setAdding}
      />
      <CardList
        userId={userId}
        deck={deck}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onAdd={() => setAdding(true)}
      />
      <DeckSettingsForm userId={userId} deck={deck} />
    </article>
  )
}

function DeckSummary({ deck }: { deck: Deck }) {
  const now = useNow(60_000)
  return (
    <p className="deck-row-counts">
      <span className="deck-count deck-count-due">
        Do powtórki: {deck.counts.due + deck.counts.learning}
      </span>
      <span className="deck-count deck-count-new">Nowe: {deck.counts.new}</span>
      <span className="deck-count">{cardsCount(deck.counts.total)}</span>
      {deck.nextDueAt && (
        <span className="deck-count">Następna powtórka: {nextDueLabel(deck.nextDueAt, now)}</span>
      )}
    </p>
  )
}
