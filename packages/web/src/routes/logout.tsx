import { LOGOUT_FAILURE_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { RotateCw } from 'lucide-react'
import { toast } from '../lib/toast'
import { Button } from '../components/ui/button'
import { identityService } from '../features/identity/identity'
import { clearSession } from '../api/user/session'
import { pageHead } from '../lib/seo'
import { useRunOnce } from '../lib/use-run-once'
import { FormPageLayout } from '../components/layout/form-page-layout'

/**
 * SPEC's "POST action": the sign-out buttons lead here, and so does the hosted UI after its own
 * logout. The page signs out once, says so and goes home.
 */
export const Route = createFileRoute('/logout')({
  head: () =>
    pageHead({
      title: 'Wylogowanie',
      description: 'Wylogowywanie z konta.',
    }),
  component: LogoutPage,
})

function LogoutPage() {
  const { queryClient } = Route.useRouteContext()
  const navigate = useNavigate()
  const [state, setState] = useState<'working' | 'failed'>('working')

  const signOut = async () => {
    setState('working')
    try {
      await identityService.signOut()
    } catch {
      toast.error(LOGOUT_FAILURE_MESSAGE)
      setState('failed')
      return
    }
    clearSession(queryClient)
    toast.success(LOGOUT_SUCCESS_MESSAGE)
    await navigate({ to: ROUTES.home, replace: true })
  }

  // Once per visit.
  useRunOnce(() => void signOut())

  return (
    <FormPageLayout labelledBy="logout-heading">
      <h1 id="logout-heading">Wylogowanie</h1>
      {state === 'working' ? (
        <p role="status">Wylogowywanie…</p>
      ) : (
        <>
          <p role="alert">{LOGOUT_FAILURE_MESSAGE}</p>
          <p className="feedback-actions">
            <Button onClick={() => void signOut()}>
              <RotateCw aria-hidden="true" />
              Spróbuj ponownie
            </Button>
            <Link to={ROUTES.home}>Strona główna</Link>
          </p>
        </>
      )}
    </FormPageLayout>
  )
}
