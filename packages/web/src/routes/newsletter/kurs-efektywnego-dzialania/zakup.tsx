import { createFileRoute } from '@tanstack/react-router'
import { CoursePurchase } from '../../../features/newsletter/components/course-purchase'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/newsletter/kurs-efektywnego-dzialania/zakup')({
  head: () =>
    pageHead({
      title: 'Zakup Kursu Efektywnego Działania',
      description:
        'Co dostajesz w Kursie Efektywnego Działania i jak wygląda start: konto, płatność online i tydzień wprowadzający od razu.',
      image: 'ked-offer',
    }),
  component: CoursePurchase,
})
