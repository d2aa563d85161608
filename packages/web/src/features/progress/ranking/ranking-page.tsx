import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { History, Trophy } from 'lucide-react'
import { rankingQuery } from '../../../api/progress/queries'
import { Skeleton } from '../../../components/feedback/skeleton'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { LoadProblem } from '../load-problem'
import { LeagueView } from './league-view'
import './ranking.css'

/** /ranking: this week's league (issue 30). */
export function RankingPage({ userId }: { userId: string }) {
  const now = useNow(60_000)
  const ranking = useQuery(rankingQuery(userId, null))
  return (
    <article className="ranking">
      <PageHeader
        icon={Trophy}
        title="Ranking"
        description="Tygodniowa liga: XP za naukę od poniedziałku do niedzieli. Co poniedziałek o północy zaczynamy od zera."
        action={
          <Link to={ROUTES.rankingHistory} className="button button-secondary">
            <History aria-hidden="true" />
            Poprzednie tygodnie
          </Link>
        }
      />
      {ranking.isError ? (
        <LoadProblem
          error={ranking.error}
          onRetry={() => void ranking.refetch()}
          title="Nie udało się wczytać rankingu"
        />
      ) : !ranking.data ? (
        <Skeleton rows={6} label="Ładowanie rankingu…" />
      ) : (
        <LeagueView ranking={ranking.data} now={now} current />
      )}
    </article>
  )
}
