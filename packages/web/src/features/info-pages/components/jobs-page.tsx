import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { COMPANY } from '../company'
import '../info-pages.css'

interface Opening {
  id: string
  title: string
  terms: string
  about: string
  duties: string[]
  requirements: string[]
  niceToHave: string[]
}

const OPENINGS: Opening[] = [
  {
    id: 'mentor',
    title: 'Mentor lub mentorka społeczności',
    terms:
      'Praca zdalna, część etatu (około 15 godzin tygodniowo), w tym soboty od 16:30 do 19:00.',
    about:
      'Będziesz pierwszą osobą, do której uczniowie piszą, gdy utkną. Pomagasz im przejść przez kurs i zamienić lekcje w nawyki.',
    duties: [
      'odpowiadanie na pytania uczniów na czacie społeczności,',
      'współprowadzenie sobotnich konsultacji online o 17:00,',
      'sprawdzanie zadań przesłanych na platformie i pisanie życzliwej, konkretnej informacji zwrotnej,',
      'zgłaszanie zespołowi treści, które lekcje sprawiają uczniom kłopot.',
    ],
    requirements: [
      'doświadczenie w pracy z młodzieżą w wieku 13–19 lat (korepetycje, szkoła, harcerstwo, wolontariat),',
      'bardzo dobra polszczyzna w mowie i piśmie,',
      'dostępność w soboty po południu,',
      'gotowość do przejścia całego Kursu Efektywnego Działania w pierwszym miesiącu pracy.',
    ],
    niceToHave: [
      'studia z pedagogiki, psychologii albo kognitywistyki,',
      'własne doświadczenie z technikami nauki, o których uczymy.',
    ],
  },
  {
    id: 'frontend',
    title: 'Frontend developer (React, TypeScript)',
    terms: 'Praca zdalna, pełny etat; forma zatrudnienia do wyboru: umowa o pracę lub B2B.',
    about:
      'Rozwijasz platformę, z której codziennie korzystają uczniowie i rodzice: planer nauki, fiszki, zadania, czat AI i panel rodzica.',
    duties: [
      'tworzenie nowych funkcji platformy razem z projektantem i zespołem treści,',
      'dbanie o dostępność (WCAG) i wydajność na słabszych telefonach,',
      'pisanie testów jednostkowych i end-to-end,',
      'udział w przeglądach kodu i w planowaniu prac.',
    ],
    requirements: [
      'co najmniej 2 lata komercyjnej pracy z React i TypeScript,',
      'znajomość TanStack Query lub podobnej biblioteki do pracy z API,',
      'doświadczenie z testami (Vitest, Playwright lub podobne),',
      'znajomość języka polskiego (aplikacja i zespół mówią po polsku).',
    ],
    niceToHave: [
      'doświadczenie z TanStack Router i ts-rest,',
      'praca przy produktach edukacyjnych lub dla młodzieży.',
    ],
  },
]

/** /oferty-pracy: the open roles and how to apply. */
export function JobsPage() {
  return (
    <article className="prose info-page">
      <h1>Oferty pracy</h1>
      <p className="lead">
        Szukamy osób, którym zależy na tym, żeby nastolatkom lepiej się uczyło. Pracujemy zdalnie i
        po polsku, w małym zespole, w którym każdy ma wpływ na produkt.
      </p>

      <section aria-labelledby="jobs-open">
        <h2 id="jobs-open">Otwarte rekrutacje</h2>
        {OPENINGS.map((opening) => (
          <section key={opening.id} className="info-opening" aria-labelledby={`job-${opening.id}`}>
            <h3 id={`job-${opening.id}`}>{opening.title}</h3>
            <p>
              <strong>{opening.terms}</strong>
            </p>
            <p>{opening.about}</p>
            <h4>Czym się zajmiesz</h4>
            <ul>
              {opening.duties.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>Czego oczekujemy</h4>
            <ul>
              {opening.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>Mile widziane</h4>
            <ul>
              {opening.niceToHave.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              Widełki wynagrodzenia podamy przed pierwszą rozmową.{' '}
              <a href={`mailto:${COMPANY.jobsEmail}?subject=${encodeURIComponent(opening.title)}`}>
                Aplikuj na stanowisko: {opening.title}
              </a>
            </p>
          </section>
        ))}
      </section>

      <section aria-labelledby="jobs-apply">
        <h2 id="jobs-apply">Jak aplikować</h2>
        <ol>
          <li>
            Napisz na adres <a href={`mailto:${COMPANY.jobsEmail}`}>{COMPANY.jobsEmail}</a>, w
            temacie podaj nazwę stanowiska.
          </li>
          <li>
            Dołącz CV albo link do profilu zawodowego i kilka zdań o tym, dlaczego chcesz z nami
            pracować. Przy roli mentora opisz krótko swoje doświadczenie z młodzieżą, a przy roli
            programisty podaj link do kodu, z którego jesteś dumny lub dumna.
          </li>
          <li>
            Odpowiadamy na każde zgłoszenie w ciągu 14 dni. Dalej czeka Cię rozmowa online (około 30
            minut), a potem spotkanie z osobami, z którymi będziesz pracować.
          </li>
        </ol>
      </section>

      <section aria-labelledby="jobs-other">
        <h2 id="jobs-other">Nie widzisz roli dla siebie?</h2>
        <p>
          Jeśli masz pomysł, jak możesz pomóc, napisz do nas mimo to. Zgłoszenia spoza otwartych
          rekrutacji czytamy i wracamy do nich, gdy pojawi się odpowiednia rola.
        </p>
      </section>

      <section aria-labelledby="jobs-data">
        <h2 id="jobs-data">Twoje dane w rekrutacji</h2>
        <p>
          Administratorem danych z Twojego zgłoszenia jest {COMPANY.name} z siedzibą w{' '}
          {COMPANY.seat}. Przetwarzamy je wyłącznie, żeby przeprowadzić rekrutację, i usuwamy po jej
          zakończeniu, chyba że zgodzisz się na udział w kolejnych rekrutacjach: wtedy przechowujemy
          je do 12 miesięcy. Więcej o Twoich prawach przeczytasz w{' '}
          <Link to={ROUTES.privacyPolicy}>polityce prywatności</Link>.
        </p>
      </section>
    </article>
  )
}
