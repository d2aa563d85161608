import { PRODUCTS, SUPPORT_MONTHS } from '@app/domain/commerce/catalogue'
import { formatCount } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { OfferPrice } from './offer-price'
import '../offers.css'

const MONTHS = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' }

/**
 * /zakup/mistrzowskie-wsparcie: what the programme gives (decision 0121, /regulamin-mw) and its
 * price; `children` is the visitor's way to buy it (sign in, or the checkout).
 */
export function MwOffer({ children }: { children: ReactNode }) {
  const { name, includes } = PRODUCTS.mw
  const months = formatCount(SUPPORT_MONTHS, MONTHS)
  return (
    <article className="prose offer" aria-labelledby="mw-heading">
      <h1 id="mw-heading">{name}</h1>
      <p className="lead">
        Kurs Efektywnego Działania z mentorami u boku: przez {months} ktoś sprawdza, jak stosujesz
        metody z kursu, i pomaga, gdy utkniesz.
      </p>
      <h2>Co dostajesz</h2>
      <ul>
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>Jak to wygląda</h2>
      <ul>
        <li>Grupowe konsultacje z mentorami, na których omawiasz swoje postępy i trudności.</li>
        <li>Grupa czatowa z mentorami, w której pytasz między konsultacjami.</li>
        <li>Informacja zwrotna do zadań, które robisz na platformie.</li>
      </ul>
      <p>
        Szczegóły opisuje <Link to={ROUTES.mwTerms}>regulamin Mistrzowskiego wsparcia</Link>.
      </p>
      <h2>Cena</h2>
      <OfferPrice productId="mw" note={`jednorazowo, ${months} wsparcia`} />
      {children}
    </article>
  )
}
