import { createFileRoute } from '@tanstack/react-router'
import { ChangePassword } from '../../features/account/components/change-password'
import { uuidParams } from '../../features/account/params'

export const Route = createFileRoute('/zmien-haslo/$uuid')({
  params: uuidParams,
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const { uuid } = Route.useParams()
  return <ChangePassword key={uuid} token={uuid} />
}
