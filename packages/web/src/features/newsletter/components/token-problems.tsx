import type { NewsletterList } from '@app/contract/newsletter'
import { Outcome } from '../../../components/ui/outcome'
import { SubscribeForm } from './subscribe-form'
import '../newsletter.css'

/** A confirm or cancel link opened without its token (cut off when copied). */
export function MissingToken() {
  return (
    <Outcome tone="error" title="W linku brakuje tokenu">
      <p>
        Ten link jest niekompletny. Otwórz go jeszcze raz prosto z wiadomości albo skopiuj cały
        adres – razem z częścią po „?token=”.
      </p>
      <SignUpAgain />
    </Outcome>
  )
}

/** The API knows no sign-up with this token. */
export function UnknownToken({ message }: { message: string }) {
  return (
    <Outcome tone="error" title="Nie znaleźliśmy tego zapisu">
      <p>{message}</p>
      <SignUpAgain />
    </Outcome>
  )
}

/** A fresh sign-up, e.g. after a broken link or a cancellation. */
export function SignUpAgain({
  list = 'NEWSLETTER',
  email,
}: {
  list?: NewsletterList
  email?: string
}) {
  return (
    <section className="newsletter-resignup" aria-labelledby="resignup-heading">
      <h2 id="resignup-heading">Zapisz się ponownie</h2>
      <p>Podaj adres email, a wyślemy nowy link potwierdzający.</p>
      <SubscribeForm
        list={list}
        source="ponowny-zapis"
        submitLabel="Zapisz mnie ponownie"
        initialEmail={email}
      />
    </section>
  )
}
