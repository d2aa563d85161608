import { createFileRoute } from '@tanstack/react-router'
import { ChatOffer } from '../../features/offers/components/chat-offer'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/oferta/chat')({
  head: () =>
    pageHead({
      title: 'Czat edukacyjny z AI',
      description:
        'Czat, który wyjaśnia krok po kroku, zadaje pytania naprowadzające i pomaga zaplanować naukę.',
      image: 'chat-offer',
    }),
  component: ChatOffer,
})
