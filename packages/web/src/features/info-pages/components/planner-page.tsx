import { ROUTES } from '@app/domain/navigation/routes'
import { PLATFORM_PAGE } from '@app/domain/navigation/menus'
import { Link } from '@tanstack/react-router'
import '../info-pages.css'

/** /planer: the study planner explained. */
export function PlannerPage() {
  return (
    <article className="prose info-page">
      <h1>Planer nauki</h1>
      <p className="lead">
        Planer zamienia listę sprawdzianów i zaległości w konkretny plan na każdy dzień. Wiesz, co
        robisz dzisiaj, ile to potrwa i kiedy masz wolne.
      </p>

      <section aria-labelledby="planner-how">
        <h2 id="planner-how">Jak działa planer</h2>
        <ol className="info-steps">
          <li>
            <h3>Dodajesz to, co Cię czeka</h3>
            <p>
              Przedmioty, sprawdziany, kartkówki, egzaminy i ich terminy. Możesz też zaznaczyć, ile
              czasu w tygodniu chcesz przeznaczać na naukę.
            </p>
          </li>
          <li>
            <h3>Dostajesz plan nauki</h3>
            <p>
              Planer rozkłada materiał na dni i na krótkie ćwiczenia, z powtórkami przed każdym
              sprawdzianem. Cały tydzień widzisz w kalendarzu.
            </p>
          </li>
          <li>
            <h3>Codziennie robisz ćwiczenia dnia</h3>
            <p>
              Każde ćwiczenie otwiera się na pełnym ekranie, bez menu i innych rozpraszaczy.
              Kończysz jedno, przechodzisz do następnego i widzisz, ile zostało.
            </p>
          </li>
          <li>
            <h3>Plan dopasowuje się do życia</h3>
            <p>
              Gdy dojdzie nowy sprawdzian albo wypadnie Ci dzień, zmieniasz plan w ustawieniach
              planera, a reszta tygodnia układa się na nowo.
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="planner-why">
        <h2 id="planner-why">Dlaczego to działa</h2>
        <ul>
          <li>
            <strong>Powtórki rozłożone w czasie</strong> utrwalają wiedzę lepiej niż nauka w ostatni
            wieczór przed sprawdzianem.
          </li>
          <li>
            <strong>Małe kroki</strong> łatwiej zacząć: 25 minut konkretnego ćwiczenia zamiast
            „pouczę się z biologii”.
          </li>
          <li>
            <strong>Jasny koniec dnia</strong>: gdy ćwiczenia są zrobione, możesz odpoczywać bez
            wyrzutów sumienia.
          </li>
          <li>
            <strong>Twój rytm</strong>: trudne przedmioty zaplanuj na porę, w której masz najwięcej
            energii. Nie wiesz, kiedy to jest? Zrób{' '}
            <Link to={ROUTES.chronotypeTest}>test na chronotyp</Link>.
          </li>
        </ul>
      </section>

      <section aria-labelledby="planner-tools">
        <h2 id="planner-tools">Planer i inne narzędzia platformy</h2>
        <p>Planer współpracuje z resztą platformy:</p>
        <ul>
          <li>fiszki do powtórek materiału z planu,</li>
          <li>zadania do przećwiczenia metod z kursu,</li>
          <li>plan dominacji, czyli długoterminowe cele rozpisane na kroki,</li>
          <li>czat AI, który wytłumaczy trudny temat i pomoże przygotować się do sprawdzianu,</li>
          <li>statystyki i ranking, w których widzisz swoje postępy.</li>
        </ul>
        <p>Rodzic może śledzić postępy dziecka w panelu rodzica, bez zaglądania przez ramię.</p>
      </section>

      <section aria-labelledby="planner-start">
        <h2 id="planner-start">Jak zacząć</h2>
        <p>
          Planer nauki jest częścią subskrypcji pro. Załóż konto, przejdź na pro i ułóż pierwszy
          plan w kilka minut.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.pro} className="button button-primary">
            Zobacz, co daje pro
          </Link>
          <Link to={PLATFORM_PAGE} className="button button-secondary">
            Poznaj platformę
          </Link>
        </div>
      </section>
    </article>
  )
}
