import { createFileRoute } from '@tanstack/react-router'
import { ResetPassword } from '../features/account/components/reset-password'

export const Route = createFileRoute('/reset-hasla')({
  component: ResetPassword,
})
