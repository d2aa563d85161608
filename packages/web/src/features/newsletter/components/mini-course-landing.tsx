import { COURSE_NAMES } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import { SubscribeForm } from './subscribe-form'
import '../newsletter.css'

const LESSONS = [
  {
    title: 'Cel na najbliższy miesiąc',
    text: 'Wybierasz jeden cel na cztery tygodnie i zamieniasz go na małe, konkretne kroki.',
  },
  {
    title: 'Plan tygodnia w 20 minut',
    text: 'Najpierw stałe zajęcia, potem bloki nauki, na końcu zapas na nieprzewidziane sprawy. Z planerem do wydruku.',
  },
  {
    title: 'Nauka, która zostaje w głowie',
    text: 'Aktywne przypominanie i powtórki rozłożone w czasie: dwie metody o najlepszym poparciu w badaniach.',
  },
  {
    title: 'Ćwiczenie: tydzień z planem',
    text: 'Siedem dni działania według planu i krótkie notatki każdego wieczoru: co wyszło, a co warto zmienić.',
  },
  {
    title: 'Co dalej?',
    text: 'Podsumowanie tygodnia i pomysł na kolejny krok.',
  },
] as const

/** /newsletter/podstawy-efektywnego-dzialania: the free mini-course, sent to newsletter subscribers. */
export function MiniCourseLanding() {
  return (
    <article className="prose">
      <Illustrated illustration="mail" hero>
        <h1>{COURSE_NAMES.PED} – bezpłatny minikurs</h1>
        <p className="lead">
          Tydzień krótkich lekcji o tym, jak uczyć się mądrzej, a nie dłużej. Zapisz się, a dostęp
          do kursu wyślemy Ci mailem – za darmo.
        </p>
        <ul className="newsletter-facts" aria-label="Najważniejsze informacje">
          <li>
            <strong>1 tydzień</strong> nauki
          </li>
          <li>
            <strong>5 krótkich lekcji</strong> wideo
          </li>
          <li>
            <strong>ok. 15 minut</strong> dziennie
          </li>
          <li>
            <strong>0 zł</strong>, bez karty płatniczej
          </li>
        </ul>
      </Illustrated>

      <section className="newsletter-signup" aria-labelledby="mini-course-signup-heading">
        <h2 id="mini-course-signup-heading">Zapisz się na minikurs</h2>
        <SubscribeForm
          list="MINI_COURSE"
          source="podstawy-efektywnego-dzialania"
          submitLabel="Chcę dostać minikurs"
        />
      </section>

      <h2>Czego się nauczysz</h2>
      <ol>
        {LESSONS.map((lesson) => (
          <li key={lesson.title}>
            <strong>{lesson.title}</strong> – {lesson.text}
          </li>
        ))}
      </ol>

      <h2>Jak to działa</h2>
      <ol className="newsletter-steps">
        <li>Podajesz adres email i potwierdzasz zapis linkiem z wiadomości.</li>
        <li>
          Dostajesz link do aktywacji kursu: ustawiasz hasło i kurs czeka w Moich produktach. Jeśli
          masz już u nas konto, kurs pojawi się w nim od razu.
        </li>
        <li>
          Oglądasz jedną lekcję dziennie i od razu wypróbowujesz ją w praktyce. Po tygodniu widzisz
          różnicę.
        </li>
      </ol>
      <p>
        Raz w tygodniu wyślemy Ci też newsletter z praktycznymi wskazówkami. Wypisać się możesz w
        każdej chwili, jednym kliknięciem.
      </p>

      <h2>Dla kogo</h2>
      <ul>
        <li>
          Dla uczniów klas 7-8 i szkół średnich, którzy chcą mieć lepsze efekty w krótszym czasie.
        </li>
        <li>
          Dla tych, którzy zaczynają naukę dopiero wieczorem przed sprawdzianem – i mają tego dość.
        </li>
        <li>
          Dla rodziców, którzy chcą zobaczyć, czego uczymy, zanim zaproponują kurs dziecku.{' '}
          <Link to={ROUTES.kedForParents}>Więcej dla rodziców</Link>
        </li>
      </ul>

      <h2>A potem?</h2>
      <p>
        Minikurs to pierwszy tydzień naszej metody. W pełnym kursie, {COURSE_NAMES.KED}, te same
        podstawy rozwijamy przez dziewięć tygodni: od planowania i koncentracji po sen, stres i
        techniki najlepszych uczniów.
      </p>
      <p className="cta-row">
        <Link to={ROUTES.kedOffer} className="button button-secondary">
          Poznaj pełny kurs
        </Link>
      </p>
    </article>
  )
}
