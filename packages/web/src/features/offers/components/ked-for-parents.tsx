import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../offers.css'

/** /kurs-efektywnego-dzialania/rodzice: the student course explained to parents. */
export function KedForParents() {
  return (
    <article className="prose offer">
      <Illustrated illustration="trust" hero>
        <h1>Kurs Efektywnego Działania – informacje dla rodziców</h1>
        <p className="lead">
          Chcesz, żeby Twoje dziecko uczyło się samodzielnie i z lepszymi efektami, bez codziennych
          przypomnień? Tego uczy ten kurs.
        </p>
      </Illustrated>
      <h2>Czego nauczy się Twoje dziecko</h2>
      <ul>
        <li>Planować tydzień i dzień tak, żeby starczało czasu na naukę i odpoczynek.</li>
        <li>
          Uczyć się metodami, które działają: powtórki w odstępach, mapy myśli, nauka przez
          dociekanie.
        </li>
        <li>Radzić sobie ze stresem przed sprawdzianami i dbać o sen.</li>
        <li>Nie odkładać wszystkiego na ostatnią chwilę.</li>
      </ul>
      <h2>Jak wygląda kurs</h2>
      <p>
        9 tygodni i tydzień wprowadzający, ponad 12 godzin nagrań, 2-3 godziny pracy w tygodniu.
        Kolejne tygodnie otwierają się co 7 dni, żeby każdą technikę dało się przećwiczyć na
        prawdziwym materiale ze szkoły.
      </p>
      <h2>Jak możesz pomóc</h2>
      <p>
        Najlepiej działa wsparcie bez kontroli. O tym jest nasz kurs dla rodziców{' '}
        <Link to={ROUTES.znOffer}>Zrozumieć Nastolatka</Link>. Po założeniu konta rodzica możesz też
        połączyć je z kontem dziecka.
      </p>
      <div className="cta-row">
        <Link to={ROUTES.kedOffer} className="button button-primary">
          Program kursu
        </Link>
        <Link to={ROUTES.kedInBrief} className="button button-secondary">
          Obejrzyj prezentację
        </Link>
      </div>
    </article>
  )
}
