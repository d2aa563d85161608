import { WEEK_UNLOCK_DAYS } from '@app/domain/shared/constants'
import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import { KedFacts } from '../../../components/courses/ked-facts'
import { KED_PROGRAMME } from '../ked-programme'
import { OfferPrice } from './offer-price'
import '../offers.css'

/** The way on: the checkout (a guest signs in first), or the course for one who has it. */
function KedCallToAction({ owned }: { owned: boolean }) {
  return owned ? (
    <Link to={ROUTES.kedCourse} className="button button-primary">
      Przejdź do kursu
    </Link>
  ) : (
    <Link to={ROUTES.kedCheckout} className="button button-primary">
      Kup kurs
    </Link>
  )
}

/**
 * /oferta/kurs-efektywnego-dzialania and, in the product area, /produkt/oferta/…: the course
 * offer with its price and programme (SPEC §1). `owned`: the user has the course already.
 */
export function KedOffer({ owned = false }: { owned?: boolean }) {
  return (
    <article className="prose offer">
      <Illustrated illustration="progress" hero>
        <h1>Kurs Efektywnego Działania</h1>
        <p className="lead">
          Kurs wideo dla uczniów, którzy chcą uczyć się krócej, a pamiętać więcej – i mieć przy tym
          czas na życie. Krok po kroku, tydzień po tygodniu.
        </p>
        <KedFacts className="offer-facts">
          <li>
            nowy tydzień co <strong>{formatCount(WEEK_UNLOCK_DAYS, PLURAL_FORMS.day)}</strong>
          </li>
        </KedFacts>
        {owned ? (
          <p>Masz już ten kurs: znajdziesz go w swoich produktach.</p>
        ) : (
          <OfferPrice productId="ked" note="jednorazowo, dostęp bez limitu czasu" />
        )}
        <div className="cta-row">
          <KedCallToAction owned={owned} />
          <Link to={ROUTES.kedForParents} className="button button-secondary">
            Informacje dla rodziców
          </Link>
        </div>
      </Illustrated>

      <Illustrated illustration="planner">
        <h2>Jak działa kurs</h2>
        <p>
          Zaczynasz od tygodnia wprowadzającego. Każdy kolejny tydzień otwiera się automatycznie{' '}
          {formatCount(WEEK_UNLOCK_DAYS, PLURAL_FORMS.day)} po tym, jak obejrzysz pierwsze nagranie
          poprzedniego tygodnia. Dzięki temu masz czas, żeby wypróbować każdą technikę w prawdziwej
          nauce, zanim przejdziesz dalej – a nie obejrzeć wszystko w jeden weekend i zapomnieć.
        </p>
        <p>
          Przy nagraniach znajdziesz ćwiczenia z miejscem na notatki, arkusze do pobrania i
          cotygodniowe konsultacje na żywo w społeczności kursu.
        </p>
      </Illustrated>

      <h2>Program</h2>
      <ol className="offer-weeks">
        {KED_PROGRAMME.map((week) => (
          <li key={week.number}>
            <h3>
              Tydzień {week.number}: {week.title}
            </h3>
            <p>{week.summary}</p>
            {week.topics && (
              <ul>
                {week.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>

      <h2>Dla kogo</h2>
      <ul>
        <li>Dla uczniów szkół podstawowych (klasy 7-8) i średnich.</li>
        <li>Dla tych, którzy uczą się długo, a efekty są nie takie, jak by chcieli.</li>
        <li>Dla tych, którzy odkładają wszystko na ostatnią chwilę i mają tego dość.</li>
      </ul>
      <div className="cta-row">
        <KedCallToAction owned={owned} />
      </div>
    </article>
  )
}
