import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmail } from '../../../features/account/components/verify-email'
import { verifyEmailParams } from '../../../features/account/params'
import { refreshSession } from '../../../api/user/session'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/weryfikuj-email/$code/$userId')({
  head: () =>
    pageHead({
      title: 'Potwierdzenie adresu email',
      description: 'Potwierdzamy Twój adres email.',
    }),
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
