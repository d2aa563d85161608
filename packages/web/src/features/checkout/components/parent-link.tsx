import type { Order } from '@app/contract/commerce'
import { formatPln } from '@app/domain/commerce/money'
import { useEffect, useRef } from 'react'
import { Copy } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useCopyLink } from '../../../lib/use-copy-link'
import '../checkout.css'

/**
 * The order is made and waits for a parent: the link to send (/r/{id}), which shows the parent
 * the product, the price and the buyer's first name only. It works for the order's 30 minutes.
 */
export function ParentLink({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const { copy, status } = useCopyLink()
  const link = `${window.location.origin}/r/${order.id}`
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="checkout-done" aria-labelledby="parent-link-heading">
      <h2 id="parent-link-heading" ref={heading} tabIndex={-1}>
        Wyślij link rodzicowi
      </h2>
      <p>
        Zamówienie na {order.productName} ({formatPln(order.amount)}) czeka na płatność. Rodzic
        zobaczy, za co płaci, i zapłaci BLIKIEM, kartą albo przelewem. Dostęp pojawi się na Twoim
        koncie, gdy płatność zostanie potwierdzona. Link działa 30 minut.
      </p>
      <div className="field">
        <label htmlFor="parent-link">Link do płatności dla rodzica</label>
        <input
          id="parent-link"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button variant="secondary" onClick={() => void copy(link)}>
        <Copy aria-hidden="true" />
        Kopiuj link
      </Button>
      <p role="status">{status}</p>
    </section>
  )
}
