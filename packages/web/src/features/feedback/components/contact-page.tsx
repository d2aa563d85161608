import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { ContactForm, type ContactFormProps } from './contact-form'
import '../feedback.css'

/** Pages of other areas, linked by path (they may land later). */

/** /kontakt: how to reach us, and the contact form. */
export function ContactPage(props: ContactFormProps) {
  return (
    <article className="prose contact-page">
      <h1>Kontakt</h1>
      <p className="lead">
        Masz pytanie o kurs, platformę albo płatność? Napisz do nas – odpowiadamy w ciągu dwóch dni
        roboczych.
      </p>
      <ul>
        <li>
          Zanim kupisz kurs, zajrzyj do <Link to={ROUTES.kedOffer}>opisu i programu kursu</Link> –
          może odpowiedź już tam jest.
        </li>
        <li>
          Szukasz pracy lub współpracy? Zobacz <Link to={ROUTES.jobs}>oferty pracy</Link>.
        </li>
      </ul>
      <h2>Napisz do nas</h2>
      <ContactForm {...props} />
    </article>
  )
}
