import { PRODUCT_PATH } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'
import { FormPageLayout } from '../components/layout/form-page-layout'

export const Route = createFileRoute('/rejestracja-udana')({
  head: () =>
    pageHead({
      title: 'Konto gotowe',
      description: 'Twoje konto jest gotowe. Zobacz, od czego zacząć.',
    }),
  component: SignUpSucceededPage,
})

function SignUpSucceededPage() {
  const { user } = useSession()
  return (
    <FormPageLayout labelledBy="sign-up-done-heading">
      <h1 id="sign-up-done-heading">
        {user ? `Witaj, ${user.name}! Twoje konto jest gotowe.` : 'Twoje konto jest gotowe.'}
      </h1>
      <p>Co dalej?</p>
      <ol>
        <li>
          Zajrzyj do swoich produktów: tam znajdziesz kursy i narzędzia, do których masz dostęp.
        </li>
        <li>Jeśli masz kod aktywacyjny z zakupu, otwórz link z wiadomości email.</li>
        <li>Potwierdź swój adres email, gdy poprosimy o to na stronie.</li>
      </ol>
      <p>
        {user ? (
          <a href={PRODUCT_PATH}>Przejdź do moich produktów</a>
        ) : (
          <Link to={ROUTES.login}>Zaloguj się</Link>
        )}
      </p>
    </FormPageLayout>
  )
}
