import { createFileRoute } from '@tanstack/react-router'
import { MiniCourseLanding } from '../../features/newsletter/components/mini-course-landing'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/newsletter/podstawy-efektywnego-dzialania')({
  head: () =>
    pageHead({
      title: 'Podstawy Efektywnego Działania – bezpłatny minikurs',
      description:
        'Tydzień krótkich lekcji o celach, planie tygodnia i nauce, która zostaje w głowie. Zapisz się, a dostęp do minikursu wyślemy Ci mailem za darmo.',
      image: 'mini-course',
    }),
  component: MiniCourseLanding,
})
