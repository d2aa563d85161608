import type { NewsletterList } from '@app/contract/newsletter'
import { Outcome } from '../../../components/ui/outcome'
import { LIST_COPY, SPAM_NOTE } from '../copy'

/** After a sign-up: the confirmation link is on its way. */
export function SubscriptionSent({ email, list }: { email: string; list: NewsletterList }) {
  return (
    <Outcome tone="success" title="Sprawdź skrzynkę pocztową">
      <p>
        Wysłaliśmy wiadomość na adres <strong>{email}</strong>. Kliknij w niej link potwierdzający,{' '}
        {LIST_COPY[list].afterSignUp}
      </p>
      <p>{SPAM_NOTE}</p>
    </Outcome>
  )
}
