import { createFileRoute } from '@tanstack/react-router'
import { EbookDownloadPage } from '../../features/ebook/components/ebook-download-page'
import { tokenSearch } from '../../features/newsletter/search'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ebook/pobierz')({
  // `?token=` of the welcome email's link (a confirmed ebook sign-up), decision 0112.
  validateSearch: tokenSearch,
  head: () =>
    pageHead({
      title: 'Pobierz ebook „Efektywna nauka w praktyce”',
      description: 'Pobierz bezpłatny ebook Efektywnej Nauki w formacie PDF.',
    }),
  component: EbookDownloadRoute,
})

function EbookDownloadRoute() {
  const { token } = Route.useSearch()
  return <EbookDownloadPage key={token} ebook="ebook" token={token} />
}
