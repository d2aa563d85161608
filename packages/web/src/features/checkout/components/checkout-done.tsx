import type { StaticRoutePath } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import '../checkout.css'

export interface NextStep {
  to: StaticRoutePath
  label: string
}

/** A free order (a 100% code): paid at once, with nothing to pay and the way to what it gave. */
export function CheckoutDone({ productName, next }: { productName: string; next: NextStep }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-heading">
      <h2 id="checkout-done-heading" ref={heading} tabIndex={-1}>
        Gotowe: zamówienie opłacone
      </h2>
      <p>
        Kod promocyjny pokrył całą cenę, więc nie musisz nic płacić. {productName} jest już na Twoim
        koncie.
      </p>
      <p>
        <Link to={next.to} className="button button-primary">
          {next.label}
        </Link>
      </p>
    </section>
  )
}
