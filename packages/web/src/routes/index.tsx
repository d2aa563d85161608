import { HOME_RANDOM_ARTICLES } from '@app/domain/constants'
import { createFileRoute } from '@tanstack/react-router'
import { randomArticlesQuery } from '../features/blog/api/random-articles'
import { RandomArticles } from '../features/blog/components/random-articles'

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    // A failed prefetch must not fail the page: the blog section reports it from the cache.
    await queryClient.blog.randomArticles
      .ensureQueryData(randomArticlesQuery(HOME_RANDOM_ARTICLES))
      .catch(() => undefined)
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Naucz się działać skutecznie i uczyć się z głową</h1>
        <p>
          Kurs efektywnego działania to program wideo dla nastolatków i ich rodziców. W dziewięć
          tygodni uczniowie poznają sprawdzone sposoby planowania, koncentracji i nauki, a rodzice
          dowiadują się, jak mądrze ich w tym wspierać.
        </p>
      </section>
      <RandomArticles count={HOME_RANDOM_ARTICLES} />
    </>
  )
}
