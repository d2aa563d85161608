import { createFileRoute } from '@tanstack/react-router'
import { ZnOffer } from '../../features/offers/components/zn-offer'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/oferta/zrozumiec-nastolatka')({
  head: () =>
    pageHead({
      title: 'Zrozumieć Nastolatka – kurs dla rodziców',
      description:
        'Około 1,5 godziny nagrań w trzech modułach: jak rozumieć nastolatka, jak z nim rozmawiać i jak wspierać go w nauce.',
      image: 'zn-offer',
    }),
  component: ZnOffer,
})
