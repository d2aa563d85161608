import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../info-pages.css'

interface Testimonial {
  author: string
  detail: string
  quote: string
}

const STUDENTS: Testimonial[] = [
  {
    author: 'Ola, 16 lat',
    detail: 'II klasa liceum',
    quote:
      'Zawsze uczyłam się, czytając notatki kilka razy. Po tygodniu o efektywnej nauce przerzuciłam się na fiszki i pytania do samej siebie. Na sprawdzianie z biologii pierwszy raz nie miałam pustki w głowie.',
  },
  {
    author: 'Kuba, 15 lat',
    detail: 'VIII klasa',
    quote:
      'Najbardziej pomógł mi planer. Zamiast siedzieć nad wszystkim naraz, wiem, co robię dzisiaj, a wieczorem mam wolne. Egzamin ósmoklasisty przestał mnie tak stresować.',
  },
  {
    author: 'Zuzia, 17 lat',
    detail: 'III klasa technikum',
    quote:
      'Tydzień o środowisku brzmiał nudno, a zmienił najwięcej. Telefon ląduje w drugim pokoju i nagle godzina nauki trwa godzinę, a nie trzy.',
  },
  {
    author: 'Michał, 18 lat',
    detail: 'maturzysta',
    quote:
      'Mapy myśli do historii robiłem najpierw na siłę, bo w kursie trzeba zrobić co najmniej trzy. Teraz robię je do każdego działu i powtórka przed maturą idzie dwa razy szybciej.',
  },
  {
    author: 'Natalia, 14 lat',
    detail: 'VII klasa',
    quote:
      'Sobotnie konsultacje są super, bo można zapytać o swój plan i nikt się nie śmieje. Dowiedziałam się, że jestem sową, i przestałam zmuszać się do nauki o szóstej rano.',
  },
]

const PARENTS: Testimonial[] = [
  {
    author: 'Agnieszka',
    detail: 'mama Kuby (15 lat)',
    quote:
      'Przestaliśmy się kłócić o naukę. Syn sam pokazuje mi w planerze, co zrobił, a ja wiem, kiedy mu nie przeszkadzać.',
  },
  {
    author: 'Tomasz',
    detail: 'tata Oli (16 lat)',
    quote:
      'Kurs Zrozumieć Nastolatka to półtorej godziny, które zmieniły nasze rozmowy przy kolacji. Mniej pytań „czy już się nauczyłaś?”, więcej słuchania.',
  },
  {
    author: 'Marta',
    detail: 'mama Zuzi (17 lat)',
    quote:
      'Panel rodzica daje mi spokój. Widzę postępy córki i nie muszę sprawdzać zeszytów ani pytać co wieczór o lekcje.',
  },
]

function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
    <ul className="card-grid info-testimonials">
      {items.map((item) => (
        <li key={item.author} className="card">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.author}</strong>, {item.detail}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** /opinie: what students and parents say about the course and the platform. */
export function TestimonialsPage() {
  return (
    <article className="prose info-page">
      <Illustrated illustration="quotes" hero>
        <h1>Opinie uczniów i rodziców</h1>
        <p className="lead">
          Co mówią o kursie i platformie ci, którzy już z nich korzystają: nastolatki i ich rodzice.
        </p>
      </Illustrated>

      <section aria-labelledby="opinions-students">
        <h2 id="opinions-students">Uczniowie</h2>
        <TestimonialList items={STUDENTS} />
      </section>

      <section aria-labelledby="opinions-parents">
        <h2 id="opinions-parents">Rodzice</h2>
        <TestimonialList items={PARENTS} />
      </section>

      <section aria-labelledby="opinions-how">
        <h2 id="opinions-how">Skąd pochodzą te opinie</h2>
        <p>
          Publikujemy wyłącznie opinie osób, które korzystały z naszych kursów lub platformy.
          Zbieramy je w ankiecie na zakończenie kursu i w wiadomościach od uczestników. Publikujemy
          je za zgodą autorów, a w przypadku osób niepełnoletnich także za zgodą rodzica, tylko z
          imieniem i wiekiem. Nie płacimy za opinie i nie pomijamy krytycznych: to z nich
          dowiadujemy się najwięcej.
        </p>
        <p>
          Chcesz podzielić się swoją? <Link to={ROUTES.contact}>Napisz do nas</Link>.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.kedOffer} className="button button-primary">
            Poznaj Kurs Efektywnego Działania
          </Link>
          <Link to={ROUTES.presentation} className="button button-secondary">
            Zobacz prezentację
          </Link>
        </div>
      </section>
    </article>
  )
}
