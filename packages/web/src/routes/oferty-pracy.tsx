import { createFileRoute } from '@tanstack/react-router'
import { JobsPage } from '../features/info-pages/components/jobs-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/oferty-pracy')({
  head: () =>
    pageHead({
      title: 'Oferty pracy',
      description:
        'Dołącz do zespołu Efektywnej Nauki: otwarte rekrutacje na stanowiska mentora społeczności i frontend developera, wymagania i sposób aplikowania.',
    }),
  component: JobsPage,
})
