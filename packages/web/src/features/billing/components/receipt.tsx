import { FileText, Printer } from 'lucide-react'
import type { ReceiptModel } from '../billing-model'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import '../billing.css'

/**
 * The printable payment confirmation of one order: seller, buyer, product, net, VAT and gross,
 * and when it was paid. Not a VAT invoice (decision 0124); 'Drukuj' prints the card without the
 * site's header, footer, menus and the settings' header (billing.css).
 */
export function Receipt({ receipt }: { receipt: ReceiptModel }) {
  return (
    <Card
      as="article"
      headingLevel={2}
      icon={FileText}
      title={receipt.title}
      meta={<>Data płatności: {receipt.paidAt}</>}
      className="receipt billing-card"
      actions={
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Drukuj
        </Button>
      }
    >
      {receipt.refunded && <p className="receipt-note">Płatność została zwrócona.</p>}
      <div className="receipt-parties">
        <section aria-labelledby="receipt-seller">
          <h3 id="receipt-seller">Sprzedawca</h3>
          <Address lines={receipt.seller} />
        </section>
        <section aria-labelledby="receipt-buyer">
          <h3 id="receipt-buyer">Nabywca</h3>
          <Address lines={receipt.buyer} />
        </section>
      </div>
      <table className="billing-table receipt-table">
        <caption className="visually-hidden">Zapłacono za</caption>
        <thead>
          <tr>
            <th scope="col">Produkt</th>
            <th scope="col">Netto</th>
            <th scope="col">VAT {receipt.vatRate}</th>
            <th scope="col">Brutto</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{receipt.product}</td>
            <td className="billing-amount">{receipt.net}</td>
            <td className="billing-amount">{receipt.vat}</td>
            <td className="billing-amount">{receipt.gross}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt-note">
        To potwierdzenie płatności, nie faktura VAT. Fakturę wystawia nasz system księgowy i wysyła
        ją na Twój adres email.
      </p>
    </Card>
  )
}

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <p className="receipt-address">
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </p>
  )
}
