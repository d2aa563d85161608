import type { Deck } from '@app/contract/flashcards'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ArrowLeft, Clock, Layers, Play, Plus, Upload } from 'lucide-react'
import { deckQuery, type CardFilters } from '../../../api/flashcards/queries'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
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

/**
 * /produkt/fiszki/{deckId}: the deck's cards, adding and editing them, its settings and export.
 * The header's one action is studying; adding, import and export sit in the cards' toolbar.
 */
export function DeckPage({ userId, deckId, filters, onFiltersChange }: DeckPageProps) {
  const { data: deck } = useSuspenseQuery(deckQuery(userId, deckId))
  const [adding, setAdding] = useState(false)

  const study =
    deck.counts.due + deck.counts.learning + deck.counts.new > 0 ? (
      <Link to={ROUTES.flashcardsDeckStudy} params={{ deckId }} className="button button-primary">
        <Play aria-hidden="true" />
        Ucz się
      </Link>
    ) : null

  return (
    <article className="flashcards">
      <p className="flashcards-back">
        <Link to={ROUTES.flashcards}>
          <ArrowLeft aria-hidden="true" />
          Wszystkie talie
        </Link>
      </p>
      <PageHeader
        icon={Layers}
        title={deck.name}
        description={<DeckSummary deck={deck} />}
        action={study}
      />
      <CardEditor
        key={adding ? 'new-open' : 'new-closed'}
        userId={userId}
        deckId={deckId}
        open={adding}
        onOpenChange={setAdding}
      />
      <div className="flashcards-columns">
        <CardList
          userId={userId}
          deck={deck}
          filters={filters}
          onFiltersChange={onFiltersChange}
          onAdd={() => setAdding(true)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Dodaj fiszkę
              </Button>
              <Link
                to={ROUTES.flashcardsDeckImport}
                params={{ deckId }}
                className="button button-secondary"
              >
                <Upload aria-hidden="true" />
                Importuj
              </Link>
              <ExportButton deck={deck} />
            </>
          }
        />
        <DeckSettingsForm userId={userId} deck={deck} />
      </div>
    </article>
  )
}

/** Today's counts as badges, all the cards and the next review. */
function DeckSummary({ deck }: { deck: Deck }) {
  const now = useNow(60_000)
  const due = deck.counts.due + deck.counts.learning
  return (
    <span className="deck-summary">
      <Badge tone={due > 0 ? 'accent' : 'neutral'}>Do powtórki: {due}</Badge>
      <Badge tone={deck.counts.new > 0 ? 'brand' : 'neutral'}>Nowe: {deck.counts.new}</Badge>
      <Badge>{cardsCount(deck.counts.total)}</Badge>
      {deck.nextDueAt && (
        <span className="deck-summary-next">
          <Clock aria-hidden="true" />
          Następna powtórka: {nextDueLabel(deck.nextDueAt, now)}
        </span>
      )}
    </span>
  )
}
