import { createFileRoute } from '@tanstack/react-router'
import { EbookDownloadPage } from '../../features/ebook/components/ebook-download-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ebook/pobierz')({
  head: () =>
    pageHead({
      title: 'Pobierz ebook „Efektywna nauka w praktyce”',
      description: 'Pobierz bezpłatny ebook Efektywnej Nauki w formacie PDF.',
    }),
  component: () => <EbookDownloadPage ebook="ebook" />,
})
