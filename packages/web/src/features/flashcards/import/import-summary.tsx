import type { Deck, ImportResult } from '@app/contract/flashcards'
import { formatCount } from '@app/domain/shared/format'
import { importRowMessage } from '@app/domain/flashcards/import-map'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

const CARDS = { one: 'fiszkę', few: 'fiszki', many: 'fiszek' }

/** After the import: how many cards were added, the rows the server refused, and where to go. */
export function ImportSummary({ deck, result }: { deck: Deck; result: ImportResult }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <article className="flashcards">
      <section className="import-summary" aria-labelledby="import-summary-heading">
        <h1 id="import-summary-heading" ref={heading} tabIndex={-1}>
          Zaimportowano {formatCount(result.created, CARDS)} do talii „{deck.name}”
        </h1>
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
            Ucz się
          </Link>
        </p>
      </section>
    </article>
  )
}
