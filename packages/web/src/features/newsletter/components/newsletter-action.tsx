import { SubscribeSchema } from '@app/contract/newsletter'
import { normalizeEmail } from '@app/domain/user/activation'
import { toApiError } from '@app/domain/shared/api-errors'
import { useSubscribe } from '../../../api/newsletter/mutations'
import { SubscribeForm } from './subscribe-form'
import { SubscriptionSent } from './subscription-sent'
import '../newsletter.css'
import { useRunOnce } from '../../../lib/use-run-once'

export interface NewsletterActionProps {
  /** The email from a plain form or link (`/newsletter?email=…`). */
  email: string
  source?: string
}

/**
 * /newsletter?email=… (SPEC: "action only"): signs the email up for the newsletter as soon as the
 * page opens. An email that is not valid, or a failed call, leaves the form with what was sent.
 */
export function NewsletterAction({ email, source = 'newsletter' }: NewsletterActionProps) {
  const valid = SubscribeSchema.shape.email.safeParse(email).success
  const normalized = normalizeEmail(email)
  const { mutate, status, error } = useSubscribe()
  useRunOnce(() => mutate({ body: { email: normalized, list: 'NEWSLETTER', source } }), valid)

  return (
    <section className="newsletter-page" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">Zapis do newslettera</h1>
      {status === 'success' ? (
        <SubscriptionSent email={normalized} list="NEWSLETTER" />
      ) : valid && status !== 'error' ? (
        <p role="status">Zapisujemy Twój adres…</p>
      ) : (
        <>
          <p>
            Raz w tygodniu krótkie, praktyczne wskazówki o nauce, planowaniu i motywacji – dla
            uczniów i ich rodziców.
          </p>
          <SubscribeForm
            list="NEWSLETTER"
            source={source}
            submitLabel="Zapisz mnie"
            initialEmail={email}
            initialFailure={status === 'error' ? toApiError(error).message : null}
            validateOnMount={!valid}
          />
        </>
      )}
    </section>
  )
}
