import { createFileRoute } from '@tanstack/react-router'
import { ProPage, type ProVisitor } from '../features/info-pages/components/pro-page'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/pro')({
  head: () =>
    pageHead({
      title: 'Subskrypcja pro',
      description:
        'Co daje subskrypcja pro: planer nauki, plan dominacji, fiszki i zadania na platformie Efektywna Nauka. Cenę zobaczysz przed zakupem.',
    }),
  component: ProRoute,
})

function ProRoute() {
  const { user } = useSession()
  const visitor: ProVisitor = !user
    ? 'guest'
    : user.saasSubscription.isActive
      ? 'subscriber'
      : 'member'
  return <ProPage visitor={visitor} />
}
