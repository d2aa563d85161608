import { HOME_RANDOM_ARTICLES, PLATFORM_LAUNCH } from '@app/domain/shared/constants'
import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { randomArticlesQuery } from '../api/blog/queries'
import { RandomArticles } from '../features/blog/components/random-articles'
import {
  About,
  CoursePillars,
  Hero,
  OfferSummary,
  Values,
} from '../features/home/components/home-sections'
import { LaunchCall } from '../features/home/components/launch-call'
import { SalesBanner } from '../features/home/components/sales-banner'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'
import { useNow } from '../lib/use-now'

export const Route = createFileRoute('/')({
  // The first page most visitors see: its component ships with the entry, saving a round trip.
  codeSplitGroupings: [],
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania – skuteczna nauka dla nastolatków i rodziców',
      description:
        'Kurs efektywnego działania i skutecznej nauki dla nastolatków oraz ich rodziców: lekcje wideo, platforma do nauki z planerem i fiszkami, blog i społeczność.',
      image: 'home',
    }),
  loader: ({ context: { queryClient } }) => {
    // Not awaited: the articles are below the hero, so the page never waits for them (nor for
    // retries when the API is down); the blog section shows their loading and error states.
    void queryClient.prefetchQuery(randomArticlesQuery(HOME_RANDOM_ARTICLES))
  },
  component: HomePage,
})

/**
 * The countdown and the launch wording follow the visitor's clock, so the prerendered HTML (and
 * the hydrating render) shows the state from the launch on, the same for everyone: the wording
 * that is current, and no banner once enrolment has closed. The clock takes over after hydration,
 * and so does the session (`useSession` knows no user before it): the guest's wording first.
 */
function HomePage() {
  const hydrated = useHydrated()
  const now = useNow(1000)
  const { user } = useSession()
  return (
    <>
      <Hero />
      {hydrated && <SalesBanner now={now} isParent={user?.isParent ?? false} />}
      <LaunchCall now={hydrated ? now : PLATFORM_LAUNCH} user={user} />
      <About />
      <OfferSummary />
      <Values />
      <CoursePillars />
      <RandomArticles count={HOME_RANDOM_ARTICLES} />
    </>
  )
}
