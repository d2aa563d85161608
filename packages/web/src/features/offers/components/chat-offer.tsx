import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../offers.css'

/** /oferta/chat: the educational AI chat. */
export function ChatOffer() {
  return (
    <article className="prose offer">
      <Illustrated illustration="chat" hero>
        <h1>Czat edukacyjny z AI</h1>
        <p className="lead">
          Utknąłeś na zadaniu z fizyki o 22:00? Zapytaj. Czat wyjaśnia krok po kroku, zadaje pytania
          naprowadzające i nie odrabia lekcji za Ciebie.
        </p>
      </Illustrated>
      <h2>Co potrafi</h2>
      <ul>
        <li>Tłumaczy trudne pojęcia prostym językiem, na przykładach z życia.</li>
        <li>Sprawdza Twoje rozumowanie i pokazuje, gdzie pojawił się błąd.</li>
        <li>Przygotowuje pytania do powtórki i fiszki z Twoich notatek.</li>
        <li>Pomaga ułożyć plan nauki przed sprawdzianem.</li>
      </ul>
      <h2>Jak z niego korzystać mądrze</h2>
      <p>
        Najwięcej zyskasz, gdy najpierw spróbujesz sam, a czat potraktujesz jak korepetytora, a nie
        ściągę. Tak właśnie jest ustawiony: prowadzi do odpowiedzi, zamiast ją podawać.
      </p>
      <div className="cta-row">
        <Link to={ROUTES.signUp} className="button button-primary">
          Załóż konto
        </Link>
        <Link to={ROUTES.offer} className="button button-secondary">
          Cała oferta
        </Link>
      </div>
    </article>
  )
}
