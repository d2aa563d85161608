import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/aktywuj-konto-rodzica/$uuid')({
  head: () =>
    pageHead({
      title: 'Aktywuj konto rodzica',
      description: 'Aktywuj konto rodzica i połącz je z kontem dziecka.',
    }),
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: ParentActivationPage,
})

function ParentActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="PARENT_ACCOUNT" uuid={uuid} lookup={Route.useLoaderData()} />
}
