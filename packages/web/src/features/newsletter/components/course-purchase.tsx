import { COURSE_NAMES } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import '../newsletter.css'

/** /newsletter/kurs-efektywnego-dzialania/zakup: the last step before the purchase of the course. */
export function CoursePurchase() {
  return (
    <article className="prose">
      <h1>Zakup: {COURSE_NAMES.KED}</h1>
      <p className="lead">
        Dziękujemy, że jesteś z nami w newsletterze. Zanim przejdziesz do płatności, zobacz, co
        dokładnie dostajesz i jak wygląda start.
      </p>

      <h2>W kursie dostajesz</h2>
      <ul>
        <li>9 tygodni programu i tydzień wprowadzający: ponad 12 godzin nagrań wideo.</li>
        <li>Ćwiczenia z miejscem na notatki, arkusze i planery do pobrania.</li>
        <li>Cotygodniowe konsultacje na żywo w soboty o 17:00 i grupę kursantów.</li>
        <li>Dostęp w Twoim koncie, na komputerze i telefonie.</li>
      </ul>

      <h2>Jak to działa</h2>
      <ol className="newsletter-steps">
        <li>Logujesz się albo zakładasz konto – kurs zostanie do niego przypisany.</li>
        <li>Płacisz online; cenę i dostępne metody płatności zobaczysz przed zatwierdzeniem.</li>
        <li>Tydzień wprowadzający otwiera się od razu w Moich produktach.</li>
      </ol>

      <p className="cta-row">
        <Link to={ROUTES.kedCheckout} className="button button-primary">
          Przejdź do płatności
        </Link>
        <Link to={ROUTES.kedForReaders} className="button button-secondary">
          Wróć do opisu kursu
        </Link>
      </p>
      <p>
        Masz pytanie przed zakupem? <Link to={ROUTES.contact}>Napisz do nas</Link> – odpowiadamy w
        ciągu dwóch dni roboczych.
      </p>
    </article>
  )
}
