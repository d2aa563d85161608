import { WEEK_UNLOCK_DAYS } from '@app/domain/shared/constants'
import { formatCount } from '@app/domain/shared/format'
import { COURSE_NAMES, PLURAL_FORMS } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import { KedFacts } from '../../../components/courses/ked-facts'
import '../newsletter.css'

const WHAT_CHANGES = [
  'Wiesz, od czego zacząć naukę, i nie tracisz wieczoru na zastanawianie się.',
  'Planujesz tydzień w kwadrans, a plan wytrzymuje zderzenie z życiem.',
  'Uczysz się metodami, po których wiedza zostaje na dłużej niż do sprawdzianu.',
  'Masz więcej energii, bo sen, ruch i odpoczynek są częścią planu, a nie nagrodą po nim.',
] as const

/** /newsletter/kurs-efektywnego-dzialania: the full course, told to newsletter readers. */
export function CourseForReaders() {
  return (
    <article className="prose">
      <Illustrated illustration="progress" hero>
        <h1>{COURSE_NAMES.KED} dla czytelników newslettera</h1>
        <p className="lead">
          Od kilku tygodni dostajesz od nas wskazówki o nauce i planowaniu. W kursie składamy je w
          jeden system, który przerabiasz krok po kroku – z ćwiczeniami i wsparciem społeczności.
        </p>
        <KedFacts className="newsletter-facts">
          <li>
            konsultacje na żywo <strong>w każdą sobotę</strong>
          </li>
        </KedFacts>
        <p className="cta-row">
          <Link to={ROUTES.kedPurchaseForReaders} className="button button-primary">
            Przejdź do zakupu
          </Link>
          <Link to={ROUTES.kedOffer} className="button button-secondary">
            Zobacz pełny program
          </Link>
        </p>
      </Illustrated>

      <h2>Co się zmieni po kursie</h2>
      <ul>
        {WHAT_CHANGES.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>

      <h2>Jak przebiega kurs</h2>
      <p>
        Zaczynasz od tygodnia wprowadzającego. Każdy kolejny tydzień otwiera się{' '}
        {formatCount(WEEK_UNLOCK_DAYS, PLURAL_FORMS.day)} po tym, jak zaczniesz oglądać poprzedni –
        tak, żeby każdą technikę wypróbować w prawdziwej nauce, zanim przejdziesz dalej. Przy
        nagraniach znajdziesz ćwiczenia z miejscem na notatki i arkusze do pobrania.
      </p>

      <h2>Dla rodziców</h2>
      <p>
        Czytasz nasz newsletter jako rodzic? Kurs jest dla ucznia, ale przygotowaliśmy też
        informacje o tym, jak wspierać dziecko w trakcie.{' '}
        <Link to={ROUTES.kedForParents}>Kurs z perspektywy rodzica</Link>
      </p>

      <p className="cta-row">
        <Link to={ROUTES.kedPurchaseForReaders} className="button button-primary">
          Przejdź do zakupu
        </Link>
      </p>
    </article>
  )
}
