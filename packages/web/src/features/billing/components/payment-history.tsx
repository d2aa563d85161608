import type { Order } from '@app/contract/commerce'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { History, Receipt } from 'lucide-react'
import { paymentRows } from '../billing-model'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import '../billing.css'

export const NO_PAYMENTS = 'Nie masz jeszcze żadnych płatności.'

/** 'Historia płatności': the caller's orders, newest first, each paid one with its confirmation. */
export function PaymentHistory({ orders }: { orders: readonly Order[] }) {
  const rows = paymentRows(orders)
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={History}
      title="Historia płatności"
      className="billing-card"
    >
      {rows.length === 0 ? (
        // The way to pro, the next step, is the page's 'Pakiet Pro' section.
        <EmptyState icon={Receipt} title={NO_PAYMENTS} />
      ) : (
        <div className="billing-table-wrap">
          <table className="billing-table">
            <caption className="visually-hidden">Twoje płatności, od najnowszej</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Produkt</th>
                <th scope="col">Kwota</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Dokument</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.date}</td>
                  <td>{row.product}</td>
                  <td className="billing-amount">{row.amount}</td>
                  <td>
                    <Badge tone={row.statusTone}>{row.status}</Badge>
                  </td>
                  <td>
                    {row.receipt && (
                      <Link
                        to={ROUTES.paymentReceipt}
                        params={{ orderId: row.id }}
                        aria-label={`Potwierdzenie płatności: ${row.product}, ${row.date}`}
                      >
                        Potwierdzenie
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
