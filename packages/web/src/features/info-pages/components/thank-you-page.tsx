import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { COMPANY } from '../company'
import '../info-pages.css'

/** /dziekuje: after a sign-up or a purchase, what happens next. */
export function ThankYouPage({ signedIn }: { signedIn: boolean }) {
  return (
    <article className="prose info-page">
      <h1>Dziękujemy!</h1>
      <p className="lead">
        Wszystko dotarło do nas. Poniżej znajdziesz kolejne kroki: zajmą Ci tylko kilka minut.
      </p>

      <section aria-labelledby="thanks-next">
        <h2 id="thanks-next">Co dalej</h2>
        <ol className="info-steps">
          <li>
            <h3>Sprawdź skrzynkę email</h3>
            <p>
              W ciągu kilku minut wyślemy potwierdzenie. Po zakupie znajdziesz w nim link
              aktywacyjny. Nie widzisz wiadomości? Zajrzyj do folderów Spam, Oferty i Społeczności.
            </p>
          </li>
          <li>
            <h3>Aktywuj dostęp</h3>
            <p>
              Kliknij link aktywacyjny i ustaw hasło albo zaloguj się na istniejące konto. Link jest
              jednorazowy.
            </p>
          </li>
          <li>
            <h3>Zacznij od tygodnia 0</h3>
            <p>
              W Twoich produktach czeka kurs i narzędzia. Tydzień wprowadzający pokaże, jak
              korzystać z kursu i jak ustawić pierwsze cele.
            </p>
          </li>
          <li>
            <h3>Dołącz do społeczności</h3>
            <p>
              W każdą sobotę o 17:00 spotykamy się na konsultacjach online. To dobre miejsce na
              pierwsze pytania.
            </p>
          </li>
        </ol>
        <div className="cta-row">
          {signedIn ? (
            <Link to={ROUTES.products} className="button button-primary">
              Przejdź do moich produktów
            </Link>
          ) : (
            <Link to={ROUTES.login} className="button button-primary">
              Zaloguj się
            </Link>
          )}
          <Link to={ROUTES.materials} className="button button-secondary">
            Darmowe materiały na start
          </Link>
        </div>
      </section>

      <section aria-labelledby="thanks-help">
        <h2 id="thanks-help">Potrzebujesz pomocy?</h2>
        <p>
          Jeśli wiadomość nie dotarła w ciągu godziny albo link nie działa, napisz na{' '}
          <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a> i podaj adres email,
          którego użyto przy zapisie lub zakupie. Możesz też skorzystać ze strony{' '}
          <Link to={ROUTES.contact}>kontakt</Link>.
        </p>
      </section>
    </article>
  )
}
