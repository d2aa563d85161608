import { createFileRoute } from '@tanstack/react-router'
import { lookUpActivation } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/aktywuj-kurs/$uuid')({
  head: () =>
    pageHead({
      title: 'Aktywuj kurs',
      description: 'Aktywuj dostęp do kursu.',
    }),
  params: uuidParams,
  loader: ({ context: { queryClient }, params }) => lookUpActivation(queryClient, params.uuid),
  errorComponent: ActivationRouteError,
  component: CourseActivationPage,
})

function CourseActivationPage() {
  const { uuid } = Route.useParams()
  return <ActivationRoutePage kind="COURSE" uuid={uuid} lookup={Route.useLoaderData()} />
}
