import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/aktywuj/$uuid')({
  head: () =>
    pageHead({
      title: 'Aktywuj konto',
      description: 'Aktywuj swoje konto i ustaw hasło.',
    }),
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: AccountActivationPage,
})

function AccountActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="ACCOUNT" uuid={uuid} lookup={Route.useLoaderData()} />
}
