import { createFileRoute } from '@tanstack/react-router'
import { KedOffer } from '../../features/offers/components/ked-offer'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/oferta/kurs-efektywnego-dzialania')({
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania – program i zapisy',
      description:
        '9 tygodni i tydzień wprowadzający, ponad 12 godzin wideo, 2-3 godziny tygodniowo. Zobacz program kursu skutecznej nauki dla nastolatków.',
      image: 'ked-offer',
    }),
  component: KedOffer,
})
