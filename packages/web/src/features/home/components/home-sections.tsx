import { TEAM_INTRO, TEAM_MISSION } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../home.css'

/** The first screen: what the product is and the two ways in. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="home-heading">
      <Illustrated illustration="study" hero>
        <h1 id="home-heading">Naucz się działać skutecznie i uczyć się z głową</h1>
        <p className="lead">
          Kurs efektywnego działania to program wideo dla nastolatków i ich rodziców. W dziewięć
          tygodni uczniowie poznają sprawdzone sposoby planowania, koncentracji i nauki, a rodzice
          dowiadują się, jak mądrze ich w tym wspierać.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.kedOffer} className="button button-primary">
            Poznaj kurs
          </Link>
          <Link to={ROUTES.offer} className="button button-secondary">
            Zobacz całą ofertę
          </Link>
        </div>
      </Illustrated>
    </section>
  )
}

export function About() {
  return (
    <section aria-labelledby="home-about">
      <Illustrated illustration="team">
        <h2 id="home-about">O nas</h2>
        <p>
          {TEAM_INTRO} {TEAM_MISSION} Bez motywacyjnych haseł: konkretne metody, ćwiczenia i nawyki.
        </p>
        <p>
          <Link to={ROUTES.about}>Więcej o nas</Link>
        </p>
      </Illustrated>
    </section>
  )
}

export function OfferSummary() {
  return (
    <section aria-labelledby="home-offer">
      <h2 id="home-offer">Co oferujemy</h2>
      <ul className="card-grid">
        <li className="card">
          <h3>Kurs Efektywnego Działania</h3>
          <p>
            9 tygodni i tydzień wprowadzający, ponad 12 godzin nagrań, 2-3 godziny tygodniowo.
            Kolejny tydzień otwiera się co 7 dni.
          </p>
          <Link to={ROUTES.kedOffer}>
            Program kursu<span className="visually-hidden">: Kurs Efektywnego Działania</span>
          </Link>
        </li>
        <li className="card">
          <h3>Platforma do nauki z AI</h3>
          <p>
            Planer nauki, fiszki z powtórkami, zadania, plan dominacji, czat edukacyjny, rankingi i
            statystyki – oraz panel, w którym rodzic widzi postępy.
          </p>
          <Link to={ROUTES.chatOffer}>
            Zobacz, jak działa czat<span className="visually-hidden">: platforma do nauki</span>
          </Link>
        </li>
        <li className="card">
          <h3>Zrozumieć Nastolatka</h3>
          <p>Kurs dla rodziców: około 1,5 godziny nagrań w trzech modułach.</p>
          <Link to={ROUTES.znOffer}>
            Kurs dla rodziców<span className="visually-hidden">: Zrozumieć Nastolatka</span>
          </Link>
        </li>
      </ul>
    </section>
  )
}

const VALUES = [
  ['Nauka, nie wkuwanie', 'Uczymy metod, które działają według badań nad pamięcią i uwagą.'],
  ['Małe kroki', 'Jedna zmiana na raz, przećwiczona na prawdziwym materiale ze szkoły.'],
  ['Zdrowie przed wynikiem', 'Sen, ruch i odpoczynek są częścią planu, nie nagrodą za niego.'],
  ['Szacunek', 'Rozmawiamy z nastolatkami jak z ludźmi, którzy sami decydują o swojej nauce.'],
] as const

export function Values() {
  return (
    <section aria-labelledby="home-values">
      <h2 id="home-values">W co wierzymy</h2>
      <ul className="card-grid">
        {VALUES.map(([title, text]) => (
          <li key={title} className="card">
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const PILLARS = [
  ['Świadomość', 'Wiesz, na co idzie Twój czas i dlaczego odkładasz rzeczy na później.'],
  ['Organizacja', 'Plan tygodnia i dnia, priorytety i nawyki bez polegania na sile woli.'],
  ['Skuteczna nauka', 'Pamięć, powtórki, mapy myśli i nauka przez dociekanie.'],
  ['Energia', 'Sen, jedzenie, sport i odpoczynek, dzięki którym starcza sił.'],
] as const

export function CoursePillars() {
  return (
    <section aria-labelledby="home-pillars">
      <h2 id="home-pillars">Cztery filary kursu</h2>
      <ol className="card-grid">
        {PILLARS.map(([title, text]) => (
          <li key={title} className="card">
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
