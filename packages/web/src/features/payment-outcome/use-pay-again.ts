import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { useStartPayment } from '../../api/commerce/mutations'
import { apiAssetUrl } from '../../lib/config'

/** 'Spróbuj ponownie' of a failed payment: the same order, a new try on the provider's page. */
export function usePayAgain(orderId: string) {
  const { mutateAsync, isPending } = useStartPayment()
  const [error, setError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const payAgain = async () => {
    setError(null)
    try {
      const { body } = await mutateAsync({ params: { id: orderId } })
      setLeaving(true)
      window.location.assign(apiAssetUrl(body.paymentUrl))
    } catch (failure) {
      setError(toApiError(failure).message)
    }
  }
  return { payAgain, busy: isPending || leaving, error }
}
