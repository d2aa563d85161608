import { createFileRoute } from '@tanstack/react-router'
import { KedForParents } from '../../features/offers/components/ked-for-parents'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/kurs-efektywnego-dzialania/rodzice')({
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania dla rodziców',
      description:
        'Czego Twoje dziecko nauczy się na Kursie Efektywnego Działania i jak możesz je wspierać.',
      image: 'ked-for-parents',
    }),
  component: KedForParents,
})
