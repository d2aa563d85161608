import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/aktywuj-ked/$uuid')({
  head: () =>
    pageHead({
      title: 'Aktywuj Kurs Efektywnego Działania',
      description: 'Aktywuj dostęp do Kursu Efektywnego Działania.',
    }),
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: KedActivationPage,
})

function KedActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="KED" uuid={uuid} lookup={Route.useLoaderData()} />
}
