import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { decksQuery, dueQuery } from '../../../api/flashcards/queries'
import { StudySession } from './study-session'
import '../flashcards.css'
import '../study.css'

/** 'Nauka': one deck's session (or every deck's with deckId null), and what else is due after. */
export function StudyPage({ userId, deckId }: { userId: string; deckId: string | null }) {
  const { data: session } = useSuspenseQuery(dueQuery(userId, deckId))
  const decks = useQuery(decksQuery(userId))
  const deckName = deckId
    ? (session.decks.find((deck) => deck.id === deckId)?.name ??
      decks.data?.items.find((deck) => deck.id === deckId)?.name)
    : null
  const otherDue = (decks.data?.items ?? []).filter(
    (deck) => deck.id !== deckId && deck.counts.due + deck.counts.learning + deck.counts.new > 0,
  )

  return (
    <article className="flashcards study-page">
      <header className="flashcards-header">
        <p className="flashcards-back">
          {deckId ? (
            <Link to={ROUTES.flashcardsDeck} params={{ deckId }}>
              Wróć do talii
            </Link>
          ) : (
            <Link to={ROUTES.flashcards}>Wróć do fiszek</Link>
          )}
        </p>
        <h1>{deckName ? `Nauka: ${deckName}` : 'Nauka: wszystkie talie'}</h1>
      </header>
      <StudySession
        userId={userId}
        session={session}
        afterwards={
          deckId && otherDue.length > 0 ? (
            <nav aria-label="Inne talie do powtórki">
              <h3>Inne talie do powtórki</h3>
              <ul className="study-other-decks">
                {otherDue.map((deck) => (
                  <li key={deck.id}>
                    <Link to={ROUTES.flashcardsDeckStudy} params={{ deckId: deck.id }}>
                      {deck.name}
                    </Link>{' '}
                    (do powtórki: {deck.counts.due + deck.counts.learning}, nowe: {deck.counts.new})
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p>
              <Link to={ROUTES.flashcards}>Wróć do listy talii</Link>
            </p>
          )
        }
      />
    </article>
  )
}
