import { checkAccess } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignUpForm } from '../features/identity/components/sign-up-form'
import { identityService } from '../features/identity/identity'
import { reloadSession } from '../api/user/session'
import { pageHead } from '../lib/seo'
import { FormPageLayout } from '../components/layout/form-page-layout'
import { AccountBenefits } from '../features/identity/components/account-benefits'

export const Route = createFileRoute('/rejestracja')({
  head: () =>
    pageHead({
      title: 'Załóż konto',
      description: 'Załóż bezpłatne konto i zacznij korzystać z kursów oraz platformy do nauki.',
    }),
  beforeLoad: ({ context }) => {
    const access = checkAccess(context.session.user, 'login-page')
    if (!access.allow) throw redirect({ to: access.redirectTo })
  },
  loader: () => identityService.preload(),
  component: SignUpPage,
})

function SignUpPage() {
  const { queryClient } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  return (
    <FormPageLayout labelledBy="sign-up-heading" aside={<AccountBenefits />}>
      <h1 id="sign-up-heading">Załóż konto</h1>
      <p>Z kontem kupisz kursy i wrócisz do nich w każdej chwili.</p>
      <SignUpForm
        kind="account"
        onSignedUp={async () => {
          await reloadSession(queryClient)
          await navigate({ to: ROUTES.signUpDone })
        }}
      />
    </FormPageLayout>
  )
}
