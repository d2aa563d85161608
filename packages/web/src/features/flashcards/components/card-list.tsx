import type { Deck, Flashcard } from '@app/contract/flashcards'
import { CARD_STATES, type CardState } from '@app/contract/flashcards/constants'
import { toApiError } from '@app/domain/shared/api-errors'
import { nextDueLabel } from '@app/domain/flashcards/interval-label'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Clock, FilePlus, Pencil, Plus, SearchX, Tag, Trash2 } from 'lucide-react'
import { useDeleteCard, useRestoreCard } from '../../../api/flashcards/mutations'
import { cardsQuery, type CardFilters } from '../../../api/flashcards/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { RichText } from '../../../components/rich-text/rich-text'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Toolbar } from '../../../components/ui/toolbar'
import { toast } from '../../../lib/toast'
import { useNow } from '../../../lib/use-now'
import { CARD_STATE_LABELS } from '../study-text'
import { CardEditor } from './card-editor'
import { CardImage } from './card-image'
import '../flashcards.css'

interface CardListProps {
  userId: string
  deck: Deck
  filters: CardFilters
  onFiltersChange: (filters: CardFilters) => void
  onAdd: () => void
  /** The deck's actions on its cards (add, import, export), at the end of the toolbar. */
  actions?: ReactNode
}

/** A card's state as a badge's colour (its text names the state). */
const STATE_TONES: Record<CardState, BadgeTone> = {
  NEW: 'brand',
  LEARNING: 'accent',
  RELEARNING: 'warning',
  REVIEW: 'success',
}

/** The deck's cards with search, tag and state filters, 50 at a time. */
export function CardList({
  userId,
  deck,
  filters,
  onFiltersChange,
  onAdd,
  actions,
}: CardListProps) {
  const cards = useInfiniteQuery(cardsQuery(userId, deck.id, filters))
  const now = useNow(60_000)
  const [editing, setEditing] = useState<Flashcard | null>(null)
  const items = cards.data?.pages.flatMap((page) => page.items) ?? []
  const filtered = Boolean(filters.query || filters.tag || filters.state)

  return (
    <section className="card-list" aria-labelledby="card-list-heading">
      <h2 id="card-list-heading">Fiszki w talii</h2>
      <Toolbar
        label="Wyszukiwanie i akcje fiszek"
        start={<CardFiltersForm deck={deck} filters={filters} onChange={onFiltersChange} />}
        end={actions}
      />
      {cards.isError ? (
        <RetryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.isPending ? (
        <Skeleton inline label="Wczytywanie fiszek…">
          <SkeletonText lines={2} />
          <SkeletonText lines={2} />
        </Skeleton>
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} live title="Żadna fiszka nie pasuje do wyszukiwania." />
        ) : (
          <EmptyState
            icon={FilePlus}
            title="Ta talia jest jeszcze pusta."
            action={
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                Dodaj pierwszą fiszkę
              </Button>
            }
          />
        )
      ) : (
        <ul className="card-rows">
          {items.map((card) => (
            <CardRow
              key={card.id}
              userId={userId}
              card={card}
              now={now}
              onEdit={() => setEditing(card)}
            />
          ))}
        </ul>
      )}
      {cards.hasNextPage && (
        <Button
          variant="secondary"
          busy={cards.isFetchingNextPage}
          busyLabel="Wczytywanie…"
          onClick={() => void cards.fetchNextPage()}
        >
          Pokaż więcej
        </Button>
      )}
      {editing && (
        <CardEditor
          key={editing.id}
          userId={userId}
          deckId={deck.id}
          card={editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </section>
  )
}

function CardFiltersForm({
  deck,
  filters,
  onChange,
}: {
  deck: Deck
  filters: CardFilters
  onChange: (filters: CardFilters) => void
}) {
  const [query, setQuery] = useState(filters.query ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, query: query.trim() || undefined })
  }
  return (
    <form className="card-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="card-search">Szukaj w fiszkach</label>
        <div className="card-search-row">
          <input
            id="card-search"
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Szukaj
          </Button>
        </div>
      </div>
      <div className="field">
        <label htmlFor="card-tag">Tag</label>
        <select
          id="card-tag"
          value={filters.tag ?? ''}
          onChange={(event) => onChange({ ...filters, tag: event.target.value || undefined })}
        >
          <option value="">Wszystkie tagi</option>
          {deck.tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="card-state">Stan</label>
        <select
          id="card-state"
          value={filters.state ?? ''}
          onChange={(event) =>
            onChange({ ...filters, state: (event.target.value || undefined) as CardState })
          }
        >
          <option value="">Wszystkie</option>
          {CARD_STATES.map((state) => (
            <option key={state} value={state}>
              {CARD_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}

/** One card; `now` is the list's one clock for 'Powtórka: za 3 dni'. */
function CardRow({
  userId,
  card,
  now,
  onEdit,
}: {
  userId: string
  card: Flashcard
  now: Date
  onEdit: () => void
}) {
  const deleteCard = useDeleteCard(userId)
  const restoreCard = useRestoreCard(userId)
  const params = { id: card.deckId, cardId: card.id }
  const remove = () =>
    deleteCard.mutate(
      { params },
      {
        onSuccess: () =>
          toast.undoable('Usunięto fiszkę.', () =>
            restoreCard.mutate(
              { params },
              {
                onSuccess: () => toast.success('Przywrócono fiszkę.'),
                onError: (error) => toast.error(toApiError(error).message),
              },
            ),
          ),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )
  const due =
    card.schedule.state === 'NEW' ? 'jeszcze nie ćwiczona' : nextDueLabel(card.schedule.due, now)
  return (
    <li className="card-row">
      <div className="card-row-sides">
        <div>
          <RichText source={card.front} className="card-row-front" />
          {card.image && <CardImage image={card.image} className="card-image-thumb" />}
        </div>
        <RichText source={card.back} className="card-row-back" />
      </div>
      <p className="card-row-meta">
        <Badge tone={STATE_TONES[card.schedule.state]}>
          {CARD_STATE_LABELS[card.schedule.state]}
        </Badge>
        <span className="card-row-due">
          <Clock aria-hidden="true" />
          Powtórka: {due}
        </span>
        {card.tags.map((tag) => (
          <Badge key={tag} icon={Tag}>
            {tag}
          </Badge>
        ))}
      </p>
      <div className="card-row-actions">
        <button type="button" className="button button-secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edytuj<span className="visually-hidden"> fiszkę</span>
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={remove}
          disabled={deleteCard.isPending}
        >
          <Trash2 aria-hidden="true" />
          Usuń<span className="visually-hidden"> fiszkę</span>
        </button>
      </div>
    </li>
  )
}
