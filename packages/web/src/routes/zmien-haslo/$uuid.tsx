import { createFileRoute } from '@tanstack/react-router'
import { startPasswordResetCheck } from '../../api/auth/queries'
import { ChangePassword } from '../../features/account/components/change-password'
import { uuidParams } from '../../features/account/params'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/zmien-haslo/$uuid')({
  head: () =>
    pageHead({
      title: 'Ustaw nowe hasło',
      description: 'Ustaw nowe hasło do swojego konta.',
    }),
  params: uuidParams,
  // The link check starts with the page's code; the page shows its states (not awaited).
  loader: ({ context: { queryClient }, params }) =>
    startPasswordResetCheck(queryClient, params.uuid),
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const { uuid } = Route.useParams()
  return <ChangePassword key={uuid} token={uuid} />
}
