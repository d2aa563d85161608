import { COURSE_NAMES, TEAM_INTRO, TEAM_MISSION } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../info-pages.css'

const TEAM_ROLES = [
  {
    role: 'Prowadzący kurs',
    text: 'Nagrywa lekcje, układa program tygodni i co sobotę o 17:00 prowadzi konsultacje online, na których odpowiada na pytania uczniów.',
  },
  {
    role: 'Zespół treści',
    text: 'Zamienia wyniki badań nad uczeniem się na krótkie lekcje, ćwiczenia i ściągi, pisze artykuły na blog i pilnuje, żeby wszystko było zrozumiałe dla nastolatka.',
  },
  {
    role: 'Mentorzy i recenzenci zadań',
    text: 'Czytają zadania przesłane na platformie, dają informację zwrotną i pomagają na czacie społeczności, gdy coś nie wychodzi.',
  },
  {
    role: 'Zespół platformy',
    text: 'Programiści i projektanci, którzy budują planer, fiszki, czat AI i panel rodzica, tak by działały szybko na telefonie i były dostępne dla każdego.',
  },
  {
    role: 'Opieka nad uczestnikami',
    text: 'Odpowiada na wiadomości uczniów i rodziców, pomaga z kontem, płatnościami i aktywacją kursów.',
  },
]

/** /o-nas: who we are, our mission and the roles in the team. */
export function AboutPage() {
  return (
    <article className="prose info-page">
      <Illustrated illustration="team" hero>
        <h1>O nas</h1>
        <p className="lead">
          Efektywna Nauka uczy nastolatków skutecznie działać i mądrze się uczyć, a rodzicom pomaga
          ich w tym wspierać.
        </p>
      </Illustrated>

      <section aria-labelledby="about-who">
        <h2 id="about-who">Kim jesteśmy</h2>
        <p>
          {TEAM_INTRO} Połączyło nas jedno spostrzeżenie: wielu uczniów spędza nad książkami długie
          godziny, a efekty są mizerne. Nie dlatego, że są leniwi albo mniej zdolni, ale dlatego, że
          nikt nie pokazał im, jak się uczyć. Szkoła mówi, czego się nauczyć, rzadko jednak uczy,
          jak to zrobić.
        </p>
        <p>
          {TEAM_MISSION} Dlatego tworzymy kursy wideo i narzędzia, które zamieniają sprawdzone
          metody nauki w codzienne nawyki: od planowania tygodnia, przez koncentrację, po sen i
          odpoczynek.
        </p>
      </section>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Nasza misja</h2>
        <p>
          Chcemy, żeby każdy uczeń wiedział, jak się uczyć, zanim usłyszy, że ma się uczyć więcej.
          Kierujemy się czterema zasadami:
        </p>
        <ul>
          <li>
            <strong>Metody sprawdzone w badaniach.</strong> Uczymy tego, co działa, na przykład
            aktywnego przypominania i powtórek rozłożonych w czasie, a nie mitów o nauce.
          </li>
          <li>
            <strong>Krótko i praktycznie.</strong> Każda lekcja kończy się ćwiczeniem na własnym
            materiale ze szkoły.
          </li>
          <li>
            <strong>Szacunek dla nastolatka.</strong> Mówimy do uczniów jak do partnerów, bez
            moralizowania.
          </li>
          <li>
            <strong>Rodzic jako sojusznik.</strong> Pokazujemy rodzicom, jak wspierać, zamiast
            kontrolować.
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-what">
        <h2 id="about-what">Co robimy</h2>
        <ul className="card-grid">
          <li className="card">
            <h3>{COURSE_NAMES.KED}</h3>
            <p>
              Dziewięć tygodni i tydzień wprowadzający: ponad 12 godzin nagrań o planowaniu,
              koncentracji, nauce i energii.
            </p>
          </li>
          <li className="card">
            <h3>{COURSE_NAMES.PED}</h3>
            <p>Tygodniowy kurs na dobry początek: najważniejsze podstawy w pigułce.</p>
          </li>
          <li className="card">
            <h3>{COURSE_NAMES.ZN}</h3>
            <p>
              Kurs dla rodziców: około półtorej godziny o tym, jak rozumieć nastolatka, rozmawiać z
              nim i wspierać go w nauce.
            </p>
          </li>
          <li className="card">
            <h3>Platforma do nauki</h3>
            <p>
              Planer nauki, fiszki, zadania, czat AI, rankingi i panel rodzica w jednym miejscu.
            </p>
          </li>
        </ul>
        <p>
          Oprócz tego prowadzimy <Link to={ROUTES.blog}>blog</Link>, cotygodniowe konsultacje dla
          społeczności i <Link to={ROUTES.materials}>darmowe materiały</Link>.
        </p>
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team">Zespół</h2>
        <p>Za kursami i platformą stoi kilka zespołów, które na co dzień ze sobą współpracują:</p>
        <ul className="card-grid">
          {TEAM_ROLES.map((item) => (
            <li key={item.role} className="card">
              <h3>{item.role}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact">
        <h2 id="about-contact">Porozmawiajmy</h2>
        <p>
          Masz pytanie o kurs albo pomysł na współpracę?{' '}
          <Link to={ROUTES.contact}>Napisz do nas</Link>. Chcesz tworzyć Efektywną Naukę razem z
          nami? Zajrzyj do <Link to={ROUTES.jobs}>ofert pracy</Link>.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.offer} className="button button-primary">
            Zobacz ofertę
          </Link>
          <Link to={ROUTES.testimonials} className="button button-secondary">
            Przeczytaj opinie
          </Link>
        </div>
      </section>
    </article>
  )
}
