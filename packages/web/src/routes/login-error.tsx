import { ROUTES } from '@app/domain/navigation/routes'
import { Link, createFileRoute } from '@tanstack/react-router'
import { loginErrorMessage } from '../features/identity/login-error'
import { textParam } from '../lib/route-params'
import { pageHead } from '../lib/seo'
import { FormPageLayout } from '../components/layout/form-page-layout'

export const Route = createFileRoute('/login-error')({
  head: () =>
    pageHead({
      title: 'Logowanie się nie udało',
      description:
        'Logowanie przez serwis społecznościowy nie powiodło się. Zobacz, co możesz zrobić.',
    }),
  // The search parser turns number-like text into numbers: take the description as text.
  validateSearch: (search): { error_description?: string } => ({
    error_description: textParam(search.error_description, 2_000),
  }),
  component: LoginErrorPage,
})

function LoginErrorPage() {
  const { error_description } = Route.useSearch()
  const { message, detail } = loginErrorMessage(error_description)
  return (
    <FormPageLayout labelledBy="login-error-heading">
      <h1 id="login-error-heading">Logowanie nie powiodło się</h1>
      <p role="alert">{message}</p>
      {detail && <p>Szczegóły: {detail}</p>}
      <p>
        <Link to={ROUTES.login}>Przejdź do logowania</Link>
      </p>
    </FormPageLayout>
  )
}
