import type { ProductId } from '@app/contract/commerce'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import type { UseFormReturn } from 'react-hook-form'
import { Checkbox } from '../../../components/ui/checkbox'
import type { CheckoutFormValues } from '../checkout-model'
import { IMMEDIATE_ACCESS_LABEL } from '../consent-text'
import '../checkout.css'

/** The terms open in a new tab, so the form stays as typed (decision 0100). */
function TermsLink({
  to,
  children,
}: {
  to: typeof ROUTES.terms | typeof ROUTES.mwTerms
  children: string
}) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
    </Link>
  )
}

/** The two boxes every order needs (decision 0121): the terms, and access at once. */
export function ConsentFields({
  form,
  productId,
}: {
  form: UseFormReturn<CheckoutFormValues>
  productId: ProductId
}) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <fieldset className="checkout-fieldset">
      <legend>Zgody potrzebne do zakupu</legend>
      <Checkbox
        label={
          productId === 'mw' ? (
            <>
              Akceptuję <TermsLink to={ROUTES.terms}>regulamin</TermsLink> i{' '}
              <TermsLink to={ROUTES.mwTerms}>regulamin Mistrzowskiego wsparcia</TermsLink>.
            </>
          ) : (
            <>
              Akceptuję <TermsLink to={ROUTES.terms}>regulamin</TermsLink>.
            </>
          )
        }
        required
        error={errors.consents?.terms?.message}
        {...register('consents.terms')}
      />
      <Checkbox
        label={IMMEDIATE_ACCESS_LABEL[productId]}
        hint="Prawo odstąpienia od umowy opisuje § 7 regulaminu."
        required
        error={errors.consents?.immediateAccess?.message}
        {...register('consents.immediateAccess')}
      />
    </fieldset>
  )
}
