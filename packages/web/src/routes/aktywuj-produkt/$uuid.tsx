import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/aktywuj-produkt/$uuid')({
  head: () =>
    pageHead({
      title: 'Aktywuj produkt',
      description: 'Aktywuj dostęp do zakupionego produktu.',
    }),
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: ProductActivationPage,
})

function ProductActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="PRODUCT" uuid={uuid} lookup={Route.useLoaderData()} />
}
