import { createFileRoute } from '@tanstack/react-router'
import { EbookThanks } from '../../features/ebook/components/ebook-thanks'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ebook/dziekuje')({
  head: () =>
    pageHead({
      title: 'Dziękujemy za zapis po ebook',
      description: 'Potwierdź adres email linkiem z wiadomości, a od razu pobierzesz ebook.',
    }),
  component: EbookThanks,
})
