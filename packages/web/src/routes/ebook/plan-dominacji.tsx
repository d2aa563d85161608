import { createFileRoute } from '@tanstack/react-router'
import { EbookDownloadPage } from '../../features/ebook/components/ebook-download-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ebook/plan-dominacji')({
  head: () =>
    pageHead({
      title: 'Pobierz ebook „Plan dominacji”',
      description:
        'Plan dominacji: cel na semestr, kamienie milowe i plan tygodnia na jednej kartce. Pobierz ebook w formacie PDF.',
    }),
  component: () => <EbookDownloadPage ebook="domination-plan" />,
})
