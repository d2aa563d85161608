import { createFileRoute } from '@tanstack/react-router'
import { KedPresentation } from '../../features/offers/components/ked-presentation'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/kurs-efektywnego-dzialania/prezentacja')({
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania w pigułce',
      description:
        'Krótka prezentacja Kursu Efektywnego Działania: problem, rozwiązanie, program, rytm i efekt.',
      image: 'ked-offer',
    }),
  component: KedPresentation,
})
