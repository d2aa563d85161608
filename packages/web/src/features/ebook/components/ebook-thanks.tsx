import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Outcome } from '../../../components/ui/outcome'
import '../ebook.css'

/** /ebook/dziekuje: after the ebook sign-up, the confirmation email is on its way. */
export function EbookThanks() {
  return (
    <article className="prose">
      <h1>Dziękujemy za zapis!</h1>
      <Outcome tone="success" title="Sprawdź skrzynkę pocztową">
        <p>
          Wysłaliśmy Ci wiadomość z linkiem potwierdzającym. Kliknij go, a od razu pobierzesz ebook
          – link do pobrania dostaniesz też mailem.
        </p>
        <p>Nie widzisz wiadomości? Sprawdź folder spam lub oferty.</p>
      </Outcome>
      <h2>Zanim przyjdzie wiadomość</h2>
      <p>
        Chcesz od razu zacząć działać? Zapisz się na bezpłatny minikurs: tydzień krótkich lekcji o
        celach, planie tygodnia i nauce, która zostaje w głowie.
      </p>
      <p className="cta-row">
        <Link to={ROUTES.pedSignUp} className="button button-secondary">
          Zobacz minikurs
        </Link>
      </p>
    </article>
  )
}
