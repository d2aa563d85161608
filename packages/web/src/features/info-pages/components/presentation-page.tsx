import { KED_WEEKS, WEEK_UNLOCK_DAYS } from '@app/domain/shared/constants'
import { COURSE_NAMES } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../info-pages.css'

const STAGES = [
  {
    weeks: 'Tydzień 0',
    title: 'Wprowadzenie',
    text: 'Jak korzystać z kursu i jak ustawić pierwsze cele.',
  },
  {
    weeks: 'Tygodnie 1–5',
    title: 'Fundamenty',
    text: 'Budowanie świadomości, podstawy efektywnego działania, wprowadzenie do efektywnej nauki, środowisko i start: pierwszy tydzień nauki według nowego systemu.',
  },
  {
    weeks: 'Tydzień 6',
    title: 'Optymalizacja',
    text: 'Sen, jedzenie, sport, odpoczynek i stres, z 10-minutową medytacją z przewodnikiem i arkuszem pomiaru wydajności.',
  },
  {
    weeks: 'Tygodnie 7–9',
    title: 'Poziom mistrzowski',
    text: 'Techniki najlepszych uczniów (pamięć, mapy myśli, przedmioty ścisłe, AI w nauce), stan flow i protokół celów, a na koniec konsekwencja i obraz siebie.',
  },
]

const FAQ = [
  {
    question: 'Ile czasu to zajmuje?',
    answer:
      'Około 2–3 godzin tygodniowo, razem z ćwiczeniami. Lekcje są krótkie, więc łatwo zmieścić je między szkołą a zajęciami dodatkowymi.',
  },
  {
    question: 'Co, jeśli wypadnie mi tydzień?',
    answer: `Nic straconego. Kolejny tydzień odblokowuje się ${WEEK_UNLOCK_DAYS} dni po tym, jak zaczniesz oglądać poprzedni, więc kurs czeka na Ciebie, a nie ucieka.`,
  },
  {
    question: 'Czy rodzic musi coś robić?',
    answer:
      'Nie musi, ale może. Rodzic może śledzić postępy w panelu rodzica, a kurs Zrozumieć Nastolatka pokazuje, jak wspierać, zamiast kontrolować.',
  },
  {
    question: 'Od jakiego wieku jest kurs?',
    answer:
      'Dla uczniów szkół podstawowych (klasy 7–8) i ponadpodstawowych. Mówimy językiem nastolatków, bez szkolnego moralizowania.',
  },
]

/** /prezentacja: the course and the platform presented to students and parents. */
export function PresentationPage() {
  return (
    <article className="prose info-page">
      <Illustrated illustration="presentation" hero>
        <h1>Prezentacja: kurs i platforma Efektywna Nauka</h1>
        <p className="lead">
          W kilka minut dowiesz się, czego uczy {COURSE_NAMES.KED}, jak wygląda nauka na platformie
          i co z tego mają uczeń i rodzic.
        </p>
      </Illustrated>

      <section aria-labelledby="presentation-for-whom">
        <h2 id="presentation-for-whom">Dla kogo</h2>
        <ul className="card-grid">
          <li className="card">
            <h3>Dla ucznia</h3>
            <ul>
              <li>uczysz się krócej, a pamiętasz więcej,</li>
              <li>wiesz, co robić każdego dnia, zamiast odkładać wszystko na ostatnią chwilę,</li>
              <li>masz więcej czasu na sport, znajomych i odpoczynek.</li>
            </ul>
          </li>
          <li className="card">
            <h3>Dla rodzica</h3>
            <ul>
              <li>mniej kłótni o naukę w domu,</li>
              <li>widzisz postępy dziecka w panelu rodzica,</li>
              <li>wiesz, jak wspierać nastolatka, dzięki kursowi {COURSE_NAMES.ZN}.</li>
            </ul>
          </li>
        </ul>
      </section>

      <section aria-labelledby="presentation-course">
        <h2 id="presentation-course">{COURSE_NAMES.KED}</h2>
        <p>
          {KED_WEEKS} tygodni i tydzień wprowadzający, ponad 12 godzin nagrań wideo z ćwiczeniami na
          własnym materiale ze szkoły. Nowy tydzień odblokowuje się {WEEK_UNLOCK_DAYS} dni po
          rozpoczęciu poprzedniego, a w soboty o 17:00 spotykamy się na konsultacjach online.
        </p>
        <ol className="info-steps">
          {STAGES.map((stage) => (
            <li key={stage.title}>
              <h3>
                {stage.weeks}: {stage.title}
              </h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </ol>
        <p>
          Wolisz skrót? Zobacz <Link to={ROUTES.kedInBrief}>kurs w pigułce</Link>.
        </p>
      </section>

      <section aria-labelledby="presentation-platform">
        <h2 id="presentation-platform">Platforma do nauki</h2>
        <p>Metody z kursu stosujesz codziennie z pomocą narzędzi platformy:</p>
        <ul>
          <li>
            <Link to={ROUTES.plannerInfo}>planer nauki</Link> z kalendarzem, który rozkłada materiał
            na codzienne ćwiczenia,
          </li>
          <li>fiszki i zadania do utrwalania wiedzy,</li>
          <li>czat AI, który tłumaczy trudne tematy,</li>
          <li>plan dominacji, czyli cele rozpisane na kroki,</li>
          <li>statystyki, rankingi i poziomy, które pokazują postępy,</li>
          <li>panel rodzica.</li>
        </ul>
      </section>

      <section aria-labelledby="presentation-faq">
        <h2 id="presentation-faq">Najczęstsze pytania</h2>
        <dl className="info-faq">
          {FAQ.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="presentation-next">
        <h2 id="presentation-next">Zaczynamy?</h2>
        <div className="cta-row">
          <Link to={ROUTES.kedOffer} className="button button-primary">
            Zobacz ofertę kursu
          </Link>
          {/* No "Poznaj platformę": this page presents the platform until /platforma exists (0108). */}
          <Link to={ROUTES.znOffer} className="button button-secondary">
            Kurs dla rodziców
          </Link>
        </div>
      </section>
    </article>
  )
}
