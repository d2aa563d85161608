import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmail } from '../../../features/account/components/verify-email'
import { verifyEmailParams } from '../../../features/account/params'
import { refreshSession } from '../../../features/session/api/session-query'
import { useSession } from '../../../features/session/use-session'

export const Route = createFileRoute('/weryfikuj-email/$code/$userId')({
  params: verifyEmailParams,
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { code, userId } = Route.useParams()
  const { queryClient } = Route.useRouteContext()
  const { user } = useSession()
  return (
    <VerifyEmail
      key={`${code}/${userId}`}
      code={code}
      userId={userId}
      user={user}
      onVerified={() => refreshSession(queryClient)}
    />
  )
}
