import { PLATFORM_PAGE } from '@app/domain/navigation/menus'
import { ROUTES, type StaticRoutePath } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../offers.css'

const OFFERS: { title: string; text: string; to: StaticRoutePath; cta: string }[] = [
  {
    title: 'Kurs Efektywnego Działania',
    text: '9 tygodni i tydzień wprowadzający, ponad 12 godzin wideo. Planowanie, koncentracja, pamięć i nawyki, które zostają.',
    to: ROUTES.kedOffer,
    cta: 'Poznaj kurs',
  },
  {
    title: 'Platforma do nauki z AI',
    text: 'Planer nauki, fiszki z powtórkami, zadania, plan dominacji i czat, który pomaga zrozumieć materiał.',
    to: PLATFORM_PAGE,
    cta: 'Poznaj platformę',
  },
  {
    title: 'Czat edukacyjny',
    text: 'Zadawaj pytania o naukę o każdej porze i dostawaj wyjaśnienia krok po kroku.',
    to: ROUTES.chatOffer,
    cta: 'Zobacz czat',
  },
  {
    title: 'Zrozumieć Nastolatka',
    text: 'Kurs dla rodziców: około 1,5 godziny nagrań w trzech modułach o rozumieniu, rozmowie i wspieraniu nauki.',
    to: ROUTES.znOffer,
    cta: 'Kurs dla rodziców',
  },
  {
    title: 'Podstawy Efektywnego Działania',
    text: 'Bezpłatny tygodniowy minikurs w newsletterze – dobry pierwszy krok.',
    to: ROUTES.pedSignUp,
    cta: 'Zapisz się za darmo',
  },
]

/** /oferta: everything we offer, each with the way to its page. */
export function OfferOverview() {
  return (
    <div className="offer">
      <Illustrated illustration="signpost" hero>
        <h1>Oferta</h1>
        <p className="lead">
          Kursy wideo i narzędzia do nauki dla nastolatków oraz kurs dla ich rodziców. Wybierz to,
          co pasuje do Ciebie.
        </p>
      </Illustrated>
      <ul className="card-grid">
        {OFFERS.map((offer) => (
          <li key={offer.to} className="card">
            <h2 className="card-title">{offer.title}</h2>
            <p>{offer.text}</p>
            <Link to={offer.to}>
              {offer.cta}
              <span className="visually-hidden">: {offer.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
