import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsPage } from '../features/info-pages/components/testimonials-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/opinie')({
  head: () =>
    pageHead({
      title: 'Opinie uczniów i rodziców',
      description:
        'Co mówią uczniowie i rodzice o Kursie Efektywnego Działania, kursie Zrozumieć Nastolatka i platformie do nauki.',
      image: 'testimonials',
    }),
  component: TestimonialsPage,
})
