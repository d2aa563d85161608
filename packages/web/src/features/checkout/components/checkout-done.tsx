import type { StaticRoutePath } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Outcome } from '../../../components/ui/outcome'

export interface NextStep {
  to: StaticRoutePath
  label: string
}

/**
 * A free order (a 100% code): paid at once, with nothing to pay and the way to what it gave. The
 * form the buyer was in is gone: the outcome's heading takes the focus.
 */
export function CheckoutDone({ productName, next }: { productName: string; next: NextStep }) {
  return (
    <Outcome tone="success" title="Gotowe: zamówienie opłacone">
      <p>
        Kod promocyjny pokrył całą cenę, więc nie musisz nic płacić. {productName} jest już na Twoim
        koncie.
      </p>
      <p>
        <Link to={next.to} className="button button-primary">
          {next.label}
        </Link>
      </p>
    </Outcome>
  )
}
