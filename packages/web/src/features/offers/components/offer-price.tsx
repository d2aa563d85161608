import type { ProductId } from '@app/contract/constants'
import { PRODUCTS } from '@app/domain/commerce/catalogue'
import { formatPln, vatLine } from '@app/domain/commerce/money'
import '../offers.css'

/**
 * A product's gross price with its VAT line (decision 0121), from the domain's catalogue: the
 * offer pages are prerendered and call no API; the checkout prices the order again.
 */
export function OfferPrice({ productId, note }: { productId: ProductId; note: string }) {
  const { price } = PRODUCTS[productId]
  return (
    <p className="offer-price">
      <strong>{formatPln(price)}</strong> <span>{note}</span>
      <br />
      <span className="offer-price-vat">{vatLine(price)}</span>
    </p>
  )
}
