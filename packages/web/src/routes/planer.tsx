import { createFileRoute } from '@tanstack/react-router'
import { PlannerPage } from '../features/info-pages/components/planner-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/planer')({
  head: () =>
    pageHead({
      title: 'Planer nauki',
      description:
        'Jak działa planer nauki: plan na każdy dzień z kalendarzem, krótkie ćwiczenia, powtórki przed sprawdzianami i nauka dopasowana do Twojego rytmu.',
      image: 'planner',
    }),
  component: PlannerPage,
})
