import { createFileRoute } from '@tanstack/react-router'
import { ResetPassword } from '../features/account/components/reset-password'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/reset-hasla')({
  head: () =>
    pageHead({
      title: 'Nie pamiętasz hasła?',
      description: 'Podaj adres email, a wyślemy link do ustawienia nowego hasła.',
    }),
  component: ResetPassword,
})
