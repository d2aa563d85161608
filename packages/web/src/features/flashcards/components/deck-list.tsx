import type { ReactNode } from 'react'
import type { Deck } from '@app/contract/flashcards'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarClock, Layers, Play, Sparkles } from 'lucide-react'
import { decksQuery } from '../../../api/flashcards/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { StatTile } from '../../../components/ui/stat-tile'
import { useNow } from '../../../lib/use-now'
import { CreateDeckForm } from './create-deck-form'
import { DeckListSkeleton } from './deck-list-skeleton'
import { DeckRow } from './deck-row'
import { ImportStart } from './import-start'
import { cardsCount } from '../study-text'
import '../flashcards.css'

const LEAD =
  'Powtarzaj wtedy, kiedy zaczynasz zapominać: plan powtórek układamy tak jak najlepsze programy do nauki (FSRS), a Ty tylko oceniasz, jak dobrze pamiętasz.'

/**
 * /produkt/fiszki: the student's decks with what is due today, and a new one. The header's one
 * action is studying what is due; with no deck yet the empty state holds the form, so
 * 'Utwórz talię' is there once.
 */
export function DeckList({ userId, help }: { userId: string; help?: ReactNode }) {
  const decks = useQuery(decksQuery(userId))
  const items = decks.data?.items
  const studyAll =
    items && items.some((deck) => dueOf(deck) + deck.counts.new > 0) ? (
      <Link to={ROUTES.flashcardsStudyAll} className="button button-primary">
        <Play aria-hidden="true" />
        Ucz się ze wszystkich talii
      </Link>
    ) : null

  return (
    <article className="flashcards">
      <PageHeader
        icon={Layers}
        title="Fiszki"
        description={LEAD}
        action={
          <>
            {studyAll}
            {help}
          </>
        }
      />
      {decks.isError ? (
        <>
          <RetryError error={decks.error} onRetry={() => void decks.refetch()} />
          <CreateDeckForm userId={userId} />
        </>
      ) : !items ? (
        <DeckListSkeleton />
      ) : items.length === 0 ? (
        <EmptyDecks userId={userId} />
      ) : (
        <Decks userId={userId} decks={items} />
      )}
    </article>
  )
}

const dueOf = (deck: Deck) => deck.counts.due + deck.counts.learning

function Decks({ userId, decks }: { userId: string; decks: readonly Deck[] }) {
  const now = useNow(60_000)
  const due = decks.reduce((sum, deck) => sum + dueOf(deck), 0)
  const fresh = decks.reduce((sum, deck) => sum + deck.counts.new, 0)
  return (
    <>
      <section className="flashcards-today" aria-labelledby="flashcards-today-heading">
        <h2 id="flashcards-today-heading">Dzisiaj</h2>
        <div className="flashcards-today-tiles">
          <StatTile icon={CalendarClock} value={due} label="Do powtórki" />
          <StatTile icon={Sparkles} value={fresh} label="Nowe" />
        </div>
        {due + fresh === 0 ? (
          <p className="flashcards-today-done">
            Wszystko powtórzone. Wróć jutro albo dodaj nowe fiszki.
          </p>
        ) : null}
      </section>
      <div className="flashcards-columns">
        <section aria-labelledby="flashcards-decks-heading">
          <h2 id="flashcards-decks-heading">Twoje talie</h2>
          <ul className="deck-list">
            {decks.map((deck) => (
              <DeckRow key={deck.id} userId={userId} deck={deck} now={now} />
            ))}
          </ul>
          <p className="flashcards-total">
            Razem: {cardsCount(decks.reduce((sum, deck) => sum + deck.counts.total, 0))}
          </p>
        </section>
        <CreateDeckForm userId={userId} />
      </div>
    </>
  )
}

function EmptyDecks({ userId }: { userId: string }) {
  return (
    <EmptyState
      icon={Layers}
      heading="h2"
      title="Nie masz jeszcze żadnej talii"
      description="Talia to zestaw fiszek z jednego tematu, np. daty z historii albo słówka z angielskiego."
      action={
        <>
          <CreateDeckForm userId={userId} inline />
          <ImportStart userId={userId} />
        </>
      }
    />
  )
}
