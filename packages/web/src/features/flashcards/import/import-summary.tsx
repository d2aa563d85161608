import type { Deck } from '@app/contract/flashcards'
import { formatCount } from '@app/domain/shared/format'
import { importRowMessage } from '@app/domain/flashcards/import-map'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Play } from 'lucide-react'
import type { ImportOutcome } from './send-import'
import '../flashcards.css'
import './import.css'

const CARDS = { one: 'fiszkę', few: 'fiszki', many: 'fiszek' }

/**
 * After the import: how many cards were added (and updated by Anki's GUID), the rows the server
 * refused, and where to go; with one deck per Anki deck, each deck's counts and link.
 */
export function ImportSummary({ deck, result }: { deck: Deck; result: ImportOutcome }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const created = result.decks.reduce((sum, done) => sum + done.created, 0)
  const updated = result.decks.reduce((sum, done) => sum + done.updated, 0)
  const [only] = result.decks
  const single = result.decks.length <= 1 && (only === undefined || only.id === deck.id)
  return (
    <article className="flashcards">
      <section className="import-summary" aria-labelledby="import-summary-heading">
        <h1 id="import-summary-heading" ref={heading} tabIndex={-1}>
          {single
            ? `Zaimportowano ${formatCount(created, CARDS)} do talii „${deck.name}”`
            : `Zaimportowano ${formatCount(created, CARDS)} do ${result.decks.length} talii`}
        </h1>
        {updated > 0 && <p>Zaktualizowano fiszki zaimportowane wcześniej z Anki: {updated}.</p>}
        {!single && (
          <ul>
            {result.decks.map((done) => (
              <li key={done.id}>
                <Link to={ROUTES.flashcardsDeck} params={{ deckId: done.id }}>
                  {done.name}
                </Link>
                : nowe {done.created}
                {done.updated > 0 && `, zaktualizowane ${done.updated}`}
              </li>
            ))}
          </ul>
        )}
        {result.rejected.length > 0 && (
          <>
            <h2>Pominięte wiersze</h2>
            <ul className="import-problems">
              {result.rejected.map(({ row, message }) => (
                <li key={row}>{importRowMessage(row, message)}</li>
              ))}
            </ul>
          </>
        )}
        <p className="deck-actions">
          <Link
            to={ROUTES.flashcardsDeck}
            params={{ deckId: deck.id }}
            className="button button-primary"
          >
            Przejdź do talii
          </Link>
          <Link
            to={ROUTES.flashcardsDeckStudy}
            params={{ deckId: deck.id }}
            className="button button-secondary"
          >
            <Play aria-hidden="true" />
            Ucz się
          </Link>
        </p>
      </section>
    </article>
  )
}
