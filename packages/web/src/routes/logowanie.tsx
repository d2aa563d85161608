import { checkAccess } from '@app/domain/access/access'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginForm } from '../features/identity/components/login-form'
import { identityService } from '../features/identity/identity'
import { returnPath } from '../features/identity/return-path'
import { reloadSession } from '../api/user/session'
import { textParam } from '../lib/route-params'
import { pageHead } from '../lib/seo'
import { FormPageLayout } from '../components/layout/form-page-layout'
import { AccountBenefits } from '../features/identity/components/account-benefits'

export const Route = createFileRoute('/logowanie')({
  head: () =>
    pageHead({
      title: 'Zaloguj się',
      description: 'Zaloguj się do swojego konta, aby wrócić do kursów, planera nauki i fiszek.',
    }),
  // The page the guest came from (a guard's redirect), validated by returnPath.
  validateSearch: (search): { redirect?: string } => ({
    redirect: textParam(search.redirect, 2_000),
  }),
  beforeLoad: ({ context }) => {
    const access = checkAccess(context.session.user, 'login-page')
    if (!access.allow) throw redirect({ to: access.redirectTo })
  },
  loader: () => identityService.preload(),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: from } = Route.useSearch()
  const { queryClient } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const returnTo = returnPath(from)

  const onSignedIn = async () => {
    await reloadSession(queryClient)
    await navigate({ href: returnTo, replace: true })
  }

  return (
    <FormPageLayout labelledBy="login-heading" aside={<AccountBenefits />}>
      <h1 id="login-heading">Zaloguj się</h1>
      <LoginForm returnTo={returnTo} onSignedIn={onSignedIn} />
    </FormPageLayout>
  )
}
