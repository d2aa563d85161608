import { ROUTES, type StaticRoutePath } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import '../info-pages.css'

interface Material {
  title: string
  text: string
  to: StaticRoutePath
  cta: string
}

const MATERIALS: Material[] = [
  {
    title: 'Ebook o skutecznej nauce',
    text: 'Najważniejsze zasady nauki i działania zebrane w jednym miejscu. Podaj adres email, a link do pobrania przyjdzie na skrzynkę.',
    to: ROUTES.ebook,
    cta: 'Pobierz ebook',
  },
  {
    title: 'Chronotypy i sen nastolatka',
    text: 'Dlaczego nastolatki zasypiają coraz później, jak zadbać o sen i jak planować naukę według własnego rytmu.',
    to: ROUTES.chronotypes,
    cta: 'Przeczytaj o chronotypach',
  },
  {
    title: 'Test na chronotyp',
    text: 'Pięć pytań i dwie minuty. Dowiedz się, czy jesteś skowronkiem czy sową, i kiedy uczyć się trudnych przedmiotów.',
    to: ROUTES.chronotypeTest,
    cta: 'Zrób test',
  },
  {
    title: 'Blog',
    text: 'Artykuły o nauce, motywacji, koncentracji i relacjach z nastolatkiem, dla uczniów i rodziców.',
    to: ROUTES.blog,
    cta: 'Czytaj blog',
  },
  // The free webinar joins the list when its page (/webinar) exists (decision 0108).
]

/** /materialy: the free materials. */
export function MaterialsPage() {
  return (
    <article className="prose info-page">
      <h1>Darmowe materiały</h1>
      <p className="lead">
        Zacznij od tego, co bezpłatne: materiały dla uczniów i rodziców, które pomogą uczyć się
        mądrzej jeszcze przed kursem.
      </p>
      <ul className="card-grid info-materials">
        {MATERIALS.map((material) => (
          <li key={material.title} className="card">
            <h2>{material.title}</h2>
            <p>{material.text}</p>
            <p>
              <Link to={material.to}>{material.cta}</Link>
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="materials-next">
        <h2 id="materials-next">Chcesz pójść dalej?</h2>
        <p>
          Pełen system nauki krok po kroku znajdziesz w Kursie Efektywnego Działania, a narzędzia do
          codziennej pracy na platformie.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.kedOffer} className="button button-primary">
            Poznaj kurs
          </Link>
          <Link to={ROUTES.presentation} className="button button-secondary">
            Zobacz prezentację
          </Link>
        </div>
      </section>
    </article>
  )
}
