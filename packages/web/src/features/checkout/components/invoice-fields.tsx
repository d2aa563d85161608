import type { UseFormReturn } from 'react-hook-form'
import { TextField } from '../../../components/ui/text-field'
import type { CheckoutFormValues } from '../checkout-model'
import '../checkout.css'

/** Invoice details (decision 0121): a company with its NIP, or a private person without one. */
export function InvoiceFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form
  const invoice = errors.invoice
  return (
    <fieldset className="checkout-fieldset">
      <legend>Dane do faktury</legend>
      <TextField
        label="Nazwa firmy albo imię i nazwisko"
        autoComplete="billing organization"
        error={invoice?.name?.message}
        {...register('invoice.name')}
      />
      <TextField
        label="NIP (nieobowiązkowy)"
        hint="10 cyfr, np. 123-456-32-18. Bez NIP-u wystawimy fakturę na osobę prywatną."
        autoComplete="off"
        spellCheck={false}
        error={invoice?.nip?.message}
        {...register('invoice.nip')}
      />
      <TextField
        label="Ulica i numer"
        autoComplete="billing address-line1"
        error={invoice?.address?.street?.message}
        {...register('invoice.address.street')}
      />
      <div className="checkout-postal">
        <TextField
          label="Kod pocztowy (00-000)"
          autoComplete="billing postal-code"
          error={invoice?.address?.postalCode?.message}
          {...register('invoice.address.postalCode')}
        />
        <TextField
          label="Miejscowość"
          autoComplete="billing address-level2"
          error={invoice?.address?.city?.message}
          {...register('invoice.address.city')}
        />
      </div>
    </fieldset>
  )
}
