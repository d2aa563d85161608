import type { ReactNode } from 'react'
import { Illustrated } from '../../../components/illustrations/illustration'
import { EBOOKS } from '../ebooks'
import '../ebook.css'

/** /ebook: what the ebook gives, and the sign-up (`signUp`, composed by the route). */
export function EbookLanding({ signUp }: { signUp: ReactNode }) {
  const ebook = EBOOKS.ebook
  return (
    <article className="prose">
      <Illustrated illustration="ebook" hero>
        <h1>Bezpłatny ebook „{ebook.title}”</h1>
        <p className="lead">{ebook.summary}</p>
      </Illustrated>

      <section className="ebook-signup" aria-labelledby="ebook-signup-heading">
        <h2 id="ebook-signup-heading">Odbierz ebook</h2>
        <p>Podaj adres email i potwierdź go linkiem z wiadomości – od razu dostaniesz plik PDF.</p>
        {signUp}
      </section>

      <h2>Co jest w środku</h2>
      <ul>
        {ebook.contents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>Dla kogo</h2>
      <p>
        Dla uczniów, którzy uczą się długo, a efekty są nie takie, jak by chcieli – i dla rodziców,
        którzy chcą mądrze ich w tym wspierać. Czytanie zajmie Ci około 20 minut, a pierwsze
        ćwiczenie zrobisz jeszcze dziś.
      </p>
    </article>
  )
}
