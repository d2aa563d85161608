import { createFileRoute } from '@tanstack/react-router'
import { EbookDownloadPage } from '../../../features/ebook/components/ebook-download-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/ebook/webinar/pobierz')({
  head: () =>
    pageHead({
      title: 'Materiały z webinaru „Nauka bez stresu”',
      description:
        'Pobierz materiały z webinaru: plan pięciu dni przed sprawdzianem i ćwiczenia na stres, w formacie PDF.',
    }),
  component: () => <EbookDownloadPage ebook="webinar" />,
})
