import { checkAccess } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignUpForm } from '../features/identity/components/sign-up-form'
import { identityService } from '../features/identity/identity'
import { reloadSession } from '../api/user/session'
import { pageHead } from '../lib/seo'
import { FormPageLayout } from '../components/layout/form-page-layout'
import { AccountBenefits } from '../features/identity/components/account-benefits'

/** The learning platform's sign-up: a student's or a parent's platform account. */
export const Route = createFileRoute('/rejestracja-saas')({
  head: () =>
    pageHead({
      title: 'Załóż konto na platformie',
      description: 'Załóż konto na platformie do nauki dla ucznia lub rodzica.',
    }),
  beforeLoad: ({ context }) => {
    const access = checkAccess(context.session.user, 'login-page')
    if (!access.allow) throw redirect({ to: access.redirectTo })
  },
  loader: () => identityService.preload(),
  component: PlatformSignUpPage,
})

function PlatformSignUpPage() {
  const { queryClient } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  return (
    <FormPageLayout labelledBy="sign-up-heading" aside={<AccountBenefits />}>
      <h1 id="sign-up-heading">Załóż konto na platformie</h1>
      <p>
        Platforma pomaga planować naukę, powtarzać materiał z fiszkami i śledzić postępy. Rodzic
        zakłada osobne konto, by wspierać swoje dziecko.
      </p>
      <SignUpForm
        kind="platform"
        onSignedUp={async () => {
          await reloadSession(queryClient)
          await navigate({ to: ROUTES.signUpDone })
        }}
      />
    </FormPageLayout>
  )
}
