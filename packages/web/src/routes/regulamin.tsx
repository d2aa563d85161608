import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/info-pages/components/terms-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/regulamin')({
  head: () =>
    pageHead({
      title: 'Regulamin',
      description:
        'Regulamin serwisu Efektywna Nauka: konto, usługi bezpłatne i płatne, subskrypcja pro, odstąpienie od umowy i reklamacje.',
    }),
  component: TermsPage,
})
