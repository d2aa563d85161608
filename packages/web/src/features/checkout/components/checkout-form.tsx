import {
  PromoValidateRequestSchema,
  type CatalogueItem,
  type Order,
  type PromoQuote,
} from '@app/contract/commerce'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { Check } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useValidatePromo } from '../../../api/commerce/mutations'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { useExclusive } from '../../../lib/use-exclusive'
import {
  CheckoutFormSchema,
  EMPTY_CHECKOUT,
  PROMO_NOT_APPLIED,
  activeQuote,
  fieldOfMessage,
  priceView,
  toOrderRequest,
  type CheckoutFormValues,
} from '../checkout-model'
import { useCheckout } from '../use-checkout'
import { CheckoutDone, type NextStep } from './checkout-done'
import { ConsentFields } from './consent-fields'
import { InvoiceFields } from './invoice-fields'
import { ParentLink } from './parent-link'
import { PriceSummary } from './price-summary'
import { PromoCodeField } from './promo-code-field'
import '../checkout.css'

export interface CheckoutFormProps {
  /** The product as the API's catalogue prices it. */
  product: CatalogueItem
  userId: string
  /** Where a free order (100% code) leads: the course, the products … */
  next: NextStep
  /** A free order was paid at once: e.g. refresh the session, which now has what it gave. */
  onPaid?: (order: Order) => void
  /** The order can no longer be paid (expired, failed): e.g. an error page; else shown here. */
  onOrderDead?: (message: string) => void
}

/**
 * The checkout of one product (decision 0121): what it includes, the price with its VAT line, a
 * promo code checked by the API, optional invoice details and the two required consents, then
 * the provider's payment page. Every refusal is shown in Polish with the form kept as typed; the
 * focus goes to the first field in error.
 */
export function CheckoutForm({ product, userId, next, onPaid, onOrderDead }: CheckoutFormProps) {
  const headingId = useId()
  const [quote, setQuote] = useState<PromoQuote | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [paidOrder, setPaidOrder] = useState<Order | null>(null)
  const [parentOrder, setParentOrder] = useState<Order | null>(null)
  // Which button sent the form: the payment page, or a link for a parent.
  const askParent = useRef(false)
  const validatePromo = useValidatePromo()
  const checkout = useCheckout(userId)
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: EMPTY_CHECKOUT,
    // Focused below in the order the fields are read (the invoice's register after the consents).
    shouldFocusError: false,
  })
  const { register, handleSubmit, setError, clearErrors, getValues, setValue, control } = form
  const applied = activeQuote(useWatch({ control, name: 'promoCode' }), quote)
  const wantsInvoice = useWatch({ control, name: 'wantsInvoice' })
  const formRef = useRef<HTMLFormElement>(null)
  const { submitCount } = form.formState

  // After each submit, the first field in error as the page reads (GOV.UK's pattern).
  useEffect(() => {
    if (submitCount === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount])

  const applyCode = useExclusive(async () => {
    const request = PromoValidateRequestSchema.safeParse({
      code: getValues('promoCode'),
      productId: product.id,
    })
    if (!request.success) {
      const message = request.error.issues[0]?.message ?? ''
      setError('promoCode', { message }, { shouldFocus: true })
      return
    }
    clearErrors('promoCode')
    try {
      const response = await validatePromo.mutateAsync({ body: request.data })
      setQuote(response.body)
    } catch (error) {
      setQuote(null)
      setError('promoCode', { message: toApiError(error).message }, { shouldFocus: true })
    }
  })

  const removeCode = () => {
    setValue('promoCode', '')
    clearErrors('promoCode')
    setQuote(null)
  }

  const onSubmit = handleSubmit(
    useExclusive(async (values: CheckoutFormValues) => {
      setAlert(null)
      if (values.promoCode.trim() && !applied) {
        setError('promoCode', { message: PROMO_NOT_APPLIED }, { shouldFocus: true })
        return
      }
      const outcome = await checkout.submit(
        toOrderRequest(product.id, values, applied?.code ?? null),
        askParent.current,
      )
      askParent.current = false
      switch (outcome.kind) {
        case 'parent-link':
          setParentOrder(outcome.order)
          return
        case 'redirecting':
          return
        case 'paid':
          setPaidOrder(outcome.order)
          onPaid?.(outcome.order)
          return
        case 'order-dead':
          if (onOrderDead) onOrderDead(outcome.message)
          else setAlert(outcome.message)
          return
        case 'error': {
          const { message } = outcome.error
          const field = fieldOfMessage(message, values.wantsInvoice)
          if (field === 'promoCode') setQuote(null)
          if (field) setError(field, { message }, { shouldFocus: true })
          else setAlert(message)
        }
      }
    }),
  )

  if (paidOrder) return <CheckoutDone productName={product.name} next={next} />
  if (parentOrder) return <ParentLink order={parentOrder} />

  const free = (applied?.amount ?? product.price) === 0
  return (
    <form
      ref={formRef}
      className="form checkout"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
    >
      <div className="checkout-summary">
        <section className="checkout-product">
          <h2 id={headingId}>{product.name}</h2>
          <ul className="checkout-includes">
            {product.includes.map((line) => (
              <li key={line}>
                <Check aria-hidden="true" className="checkout-includes-icon" />
                {line}
              </li>
            ))}
          </ul>
        </section>
        <PriceSummary view={priceView(product, applied)} />
      </div>
      <div className="checkout-fields">
        <PromoCodeField
          form={form}
          quote={applied}
          checking={validatePromo.isPending}
          onApply={() => void applyCode()}
          onRemove={removeCode}
        />
        <Checkbox label="Chcę fakturę" {...register('wantsInvoice')} />
        {wantsInvoice && <InvoiceFields form={form} />}
        <ConsentFields form={form} productId={product.id} />
        <FormAlert>{alert}</FormAlert>
        <Button
          type="submit"
          busy={form.formState.isSubmitting || checkout.redirecting}
          busyLabel={free ? 'Zamawianie…' : 'Przekierowanie do płatności…'}
          onClick={() => (askParent.current = false)}
        >
          {free ? 'Zamawiam bezpłatnie' : 'Przechodzę do płatności'}
        </Button>
        {!free && (
          <p className="checkout-parent">
            Płaci rodzic?{' '}
            <Button
              type="submit"
              variant="secondary"
              disabled={form.formState.isSubmitting || checkout.redirecting}
              onClick={() => (askParent.current = true)}
            >
              Poproś rodzica o płatność
            </Button>
          </p>
        )}
      </div>
    </form>
  )
}
