import type { PriceView } from '../checkout-model'
import '../checkout.css'

/** The price block: what is paid now with its VAT line, and what a promo code changed. */
export function PriceSummary({ view }: { view: PriceView }) {
  return (
    <section className="checkout-price" aria-labelledby="checkout-price-heading">
      <h2 id="checkout-price-heading">Do zapłaty</h2>
      <p className="checkout-amount">
        <strong>{view.amount}</strong>
        {view.period && <span> {view.period}</span>}
      </p>
      <p className="checkout-vat">{view.vatLine}</p>
      {view.listPrice && (
        <p>
          Cena regularna: <del>{view.listPrice}</del>
        </p>
      )}
      {view.discount && <p className="checkout-discount">{view.discount}</p>}
      {view.laterPeriods && <p>{view.laterPeriods}</p>}
    </section>
  )
}
