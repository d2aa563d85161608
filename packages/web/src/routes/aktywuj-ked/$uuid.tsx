import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../features/account/api/activation'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'

export const Route = createFileRoute('/aktywuj-ked/$uuid')({
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: KedActivationPage,
})

function KedActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="KED" uuid={uuid} lookup={Route.useLoaderData()} />
}
