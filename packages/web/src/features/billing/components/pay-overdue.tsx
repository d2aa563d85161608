import { formatPln } from '@app/domain/commerce/money'
import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { usePayOverdueRenewal } from '../../../api/commerce/mutations'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { apiAssetUrl } from '../../../lib/config'
import '../billing.css'

/**
 * In grace: 'Zaktualizuj kartę i zapłać' opens the provider's page for the missed renewal. The
 * card that pays it is the one charged from then on (decision 0124).
 */
export function PayOverdue({ price }: { price: number }) {
  const { mutateAsync, isPending } = usePayOverdueRenewal()
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const pay = async () => {
    setFailure(null)
    try {
      const { body } = await mutateAsync({})
      setLeaving(true)
      window.location.assign(apiAssetUrl(body.paymentUrl))
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  }

  return (
    <div className="billing-overdue">
      <p>
        Zapłać zaległe {formatPln(price)} nową kartą, BLIK-iem lub przelewem. Karta, którą
        zapłacisz, będzie obciążana przy kolejnych odnowieniach.
      </p>
      <Button
        busy={isPending || leaving}
        busyLabel="Przechodzimy do płatności…"
        onClick={() => void pay()}
      >
        Zaktualizuj kartę i zapłać
      </Button>
      <FormAlert>{failure}</FormAlert>
    </div>
  )
}
