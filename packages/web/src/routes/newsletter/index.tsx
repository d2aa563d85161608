import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { NewsletterAction } from '../../features/newsletter/components/newsletter-action'
import { newsletterActionSearch } from '../../features/newsletter/search'
import { pageHead } from '../../lib/seo'

/** SPEC: "action only". With `?email=` it signs up; without, it leads to the newsletter landing. */
export const Route = createFileRoute('/newsletter/')({
  validateSearch: newsletterActionSearch,
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: ROUTES.pedSignUp, replace: true })
  },
  head: () =>
    pageHead({
      title: 'Zapis do newslettera',
      description:
        'Zapisz się na newsletter Efektywnej Nauki: raz w tygodniu praktyczne wskazówki o nauce, planowaniu i motywacji.',
      image: 'newsletter',
    }),
  component: NewsletterActionPage,
})

function NewsletterActionPage() {
  const { email = '', source } = Route.useSearch()
  return <NewsletterAction key={email} email={email} source={source} />
}
