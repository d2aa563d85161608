import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import { KED_PROGRAMME } from '../ked-programme'
import '../offers.css'

/** /kurs-efektywnego-dzialania/prezentacja: the course presented in five slides of text. */
export function KedPresentation() {
  return (
    <article className="prose offer">
      <Illustrated illustration="presentation" hero>
        <h1>Kurs Efektywnego Działania w pigułce</h1>
        <p className="lead">Pięć rzeczy, które warto wiedzieć, zanim zaczniesz.</p>
      </Illustrated>
      <ol className="offer-weeks">
        <li>
          <h2>Problem</h2>
          <p>
            Większość uczniów uczy się długo i nieskutecznie: czyta notatki, podkreśla, powtarza na
            głos. To daje wrażenie nauki, ale niewiele zostaje w pamięci.
          </p>
        </li>
        <li>
          <h2>Rozwiązanie</h2>
          <p>
            Metody sprawdzone w badaniach nad uczeniem się, podane w krótkich nagraniach i
            przećwiczone na własnym materiale ze szkoły.
          </p>
        </li>
        <li>
          <h2>Program</h2>
          <p>{KED_PROGRAMME.map((week) => week.title).join(' → ')}.</p>
        </li>
        <li>
          <h2>Rytm</h2>
          <p>
            2-3 godziny tygodniowo. Nowy tydzień otwiera się 7 dni po rozpoczęciu poprzedniego, a w
            soboty o 17:00 spotykamy się na konsultacjach.
          </p>
        </li>
        <li>
          <h2>Efekt</h2>
          <p>Własny system nauki, który działa bez siły woli – i więcej czasu na to, co lubisz.</p>
        </li>
      </ol>
      <div className="cta-row">
        <Link to={ROUTES.kedOffer} className="button button-primary">
          Zobacz pełny program
        </Link>
      </div>
    </article>
  )
}
