import type { OrderStatus } from '@app/contract/constants'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery, type QueryFunction } from '@tanstack/react-query'
import { useEffect } from 'react'
import { RotateCw } from 'lucide-react'
import { orderQuery, publicOrderQuery } from '../../../api/commerce/queries'
import { NotFound } from '../../../components/feedback/not-found'
import { Pending } from '../../../components/feedback/pending'
import { Button } from '../../../components/ui/button'
import { OrderOutcome, type OutcomeOrder } from './order-outcome'

/** How often a waiting order is asked again. */
const POLL_MS = 2_000

interface WatchedOrderProps {
  orderId: string
  /** The buyer, signed in; without one the public view (a parent on /r/{id}). */
  buyerId?: string
  /** Called with every status read, so the page can show the address that matches it. */
  onStatus: (status: OrderStatus) => void
  /** The order is paid: whoami now carries the course, the tools or pro (the page refreshes it). */
  onPaid?: () => void
}

/** An order's outcome, asked again every 2 s while the payment waits for its confirmation. */
export function WatchedOrder({ orderId, buyerId, onStatus, onPaid }: WatchedOrderProps) {
  // The buyer's own order, or what anyone with the link may see of it: the same fields here.
  const options = buyerId ? orderQuery(buyerId, orderId) : publicOrderQuery(orderId)
  const order = useQuery({
    queryKey: options.queryKey as readonly unknown[],
    queryFn: options.queryFn as unknown as QueryFunction<OutcomeOrder & { forFirstName?: string }>,
    staleTime: 0,
    retryOnMount: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  })
  const status = order.data?.status
  useEffect(() => {
    if (!status) return
    if (status === 'paid') onPaid?.()
    onStatus(status)
  }, [status, onPaid, onStatus])

  if (order.isPending) return <Pending />
  if (order.isError) {
    const error = toApiError(order.error)
    if (error.httpsStatus === 404) return <NotFound />
    return (
      <section className="feedback" aria-labelledby="order-error-heading">
        <h1 id="order-error-heading">Nie udało się sprawdzić płatności</h1>
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          <RotateCw aria-hidden="true" />
          Spróbuj ponownie
        </Button>
      </section>
    )
  }
  return (
    <OrderOutcome order={order.data} forFirstName={buyerId ? undefined : order.data.forFirstName} />
  )
}
