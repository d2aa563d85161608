import type { PromoQuote } from '@app/contract/commerce'
import { formatPln } from '@app/domain/commerce/money'
import type { KeyboardEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { X } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import type { CheckoutFormValues } from '../checkout-model'
import '../checkout.css'

export interface PromoCodeFieldProps {
  form: UseFormReturn<CheckoutFormValues>
  /** The applied code's quote while the field still holds it. */
  quote: PromoQuote | null
  checking: boolean
  onApply: () => void
  onRemove: () => void
}

/**
 * The promo code with 'Zastosuj': the API checks it and quotes the price. Enter in the field
 * applies the code rather than sending the whole order.
 */
export function PromoCodeField({ form, quote, checking, onApply, onRemove }: PromoCodeFieldProps) {
  const {
    register,
    formState: { errors },
  } = form
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onApply()
  }
  return (
    <div className="checkout-promo">
      <TextField
        label="Kod promocyjny (nieobowiązkowy)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.promoCode?.message}
        onKeyDown={onKeyDown}
        {...register('promoCode')}
      />
      <div className="checkout-promo-actions">
        <Button variant="secondary" busy={checking} busyLabel="Sprawdzanie…" onClick={onApply}>
          Zastosuj
        </Button>
        {quote && (
          <Button variant="secondary" onClick={onRemove}>
            <X aria-hidden="true" />
            Usuń kod
          </Button>
        )}
      </div>
      <p role="status" className="checkout-promo-status">
        {quote
          ? `Zastosowano kod ${quote.code}: ${quote.discountLabel}. Do zapłaty: ${formatPln(quote.amount)}.`
          : ''}
      </p>
    </div>
  )
}
