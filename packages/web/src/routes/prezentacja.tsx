import { createFileRoute } from '@tanstack/react-router'
import { PresentationPage } from '../features/info-pages/components/presentation-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/prezentacja')({
  head: () =>
    pageHead({
      title: 'Prezentacja kursu i platformy',
      description:
        'Poznaj Kurs Efektywnego Działania i platformę do nauki: program, rytm tygodni, narzędzia oraz korzyści dla ucznia i rodzica.',
      image: 'home',
    }),
  component: PresentationPage,
})
