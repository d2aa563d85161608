import type { Deck } from '@app/contract/flashcards'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Layers, Play } from 'lucide-react'
import { decksQuery } from '../../../api/flashcards/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { EmptyState } from '../../../components/ui/empty-state'
import { useNow } from '../../../lib/use-now'
import { CreateDeckForm } from './create-deck-form'
import { DeckRow } from './deck-row'
import { ImportStart } from './import-start'
import { cardsCount } from '../study-text'
import '../flashcards.css'

/**
 * /produkt/fiszki: the student's decks with what is due today, and a new one. With no deck yet the
 * empty state holds the form, so 'Utwórz talię' is there once.
 */
export function DeckList({ userId }: { userId: string }) {
  const decks = useQuery(decksQuery(userId))
  // The form below the decks; with none yet it is the empty state's next step instead.
  const formBelow = decks.isError || !!decks.data?.items.length

  return (
    <article className="flashcards">
      <header className="flashcards-header">
        <h1>Fiszki</h1>
        <p className="lead">
          Powtarzaj wtedy, kiedy zaczynasz zapominać: plan powtórek układamy tak jak najlepsze
          programy do nauki (FSRS), a Ty tylko oceniasz, jak dobrze pamiętasz.
        </p>
      </header>
      {decks.isError ? (
        <RetryError error={decks.error} onRetry={() => void decks.refetch()} />
      ) : !decks.data ? null : decks.data.items.length === 0 ? (
        <EmptyDecks userId={userId} />
      ) : (
        <Decks userId={userId} decks={decks.data.items} />
      )}
      {formBelow ? <CreateDeckForm userId={userId} /> : null}
    </article>
  )
}

function Decks({ userId, decks }: { userId: string; decks: readonly Deck[] }) {
  const now = useNow(60_000)
  const due = decks.reduce((sum, deck) => sum + deck.counts.due + deck.counts.learning, 0)
  const fresh = decks.reduce((sum, deck) => sum + deck.counts.new, 0)
  return (
    <>
      <section className="flashcards-today" aria-labelledby="flashcards-today-heading">
        <h2 id="flashcards-today-heading">Dzisiaj</h2>
        <p>
          Do powtórki: {due} · Nowe: {fresh}
        </p>
        {due + fresh > 0 ? (
          <Link to={ROUTES.flashcardsStudyAll} className="button button-primary">
            <Play aria-hidden="true" />
            Ucz się ze wszystkich talii
          </Link>
        ) : (
          <p>Wszystko powtórzone. Wróć jutro albo dodaj nowe fiszki.</p>
        )}
      </section>
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
