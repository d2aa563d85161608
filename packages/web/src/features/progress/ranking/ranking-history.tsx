import type { RankingHistoryEntry } from '@app/contract/progress'
import { isWeekKey } from '@app/contract/domination-plan/constants'
import { PROGRESS_TEXT } from '@app/contract/progress/text'
import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, History } from 'lucide-react'
import { rankingHistoryQuery, rankingQuery } from '../../../api/progress/queries'
import { Skeleton } from '../../../components/feedback/skeleton'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { FormAlert } from '../../../components/ui/form-alert'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { formatXp, weekRangeLabel } from '../progress-format'
import { formatNumber } from '../../../lib/study-format'
import { LoadProblem } from '../load-problem'
import { LeagueView } from './league-view'
import './ranking.css'

const backToList = (
  <Link to={ROUTES.rankingHistory}>
    <ArrowLeft aria-hidden="true" /> Wszystkie tygodnie
  </Link>
)

/**
 * /ranking/historia: past weeks, newest first, 10 a page; with `?tydzien=` that week's top 50.
 * A malformed week is refused here; a future one or one before the ranking opened by the API.
 */
export function RankingHistoryPage({ userId, week }: { userId: string; week?: string }) {
  return (
    <article className="ranking">
      <PageHeader
        icon={History}
        title="Poprzednie tygodnie"
        description="Jak szło Tobie i najlepszym w minionych ligach."
        action={
          <Link to={ROUTES.ranking} className="button button-secondary">
            Ranking tego tygodnia
          </Link>
        }
      />
      {week === undefined ? (
        <WeekList userId={userId} />
      ) : isWeekKey(week) ? (
        <PastWeek userId={userId} week={week} />
      ) : (
        <FormAlert>
          <p>{PROGRESS_TEXT.weekKey}</p>
          <p>{backToList}</p>
        </FormAlert>
      )}
    </article>
  )
}

function PastWeek({ userId, week }: { userId: string; week: string }) {
  const now = useNow(60_000)
  const ranking = useQuery(rankingQuery(userId, week))
  return (
    <>
      <p>{backToList}</p>
      {ranking.isError ? (
        <LoadProblem
          error={ranking.error}
          onRetry={() => void ranking.refetch()}
          title="Nie udało się wczytać rankingu tego tygodnia"
        />
      ) : !ranking.data ? (
        <Skeleton rows={6} label="Ładowanie rankingu…" />
      ) : (
        <LeagueView
          ranking={ranking.data}
          now={now}
          current={Date.parse(ranking.data.endsAt) > now.getTime()}
        />
      )}
    </>
  )
}

function WeekList({ userId }: { userId: string }) {
  const history = useInfiniteQuery(rankingHistoryQuery(userId))
  if (history.isError && !history.data)
    return (
      <LoadProblem
        error={history.error}
        onRetry={() => void history.refetch()}
        title="Nie udało się wczytać poprzednich tygodni"
      />
    )
  if (!history.data) return <Skeleton rows={4} label="Ładowanie poprzednich tygodni…" />
  const weeks = history.data.pages.flatMap((page) => page.items)
  if (weeks.length === 0)
    return (
      <EmptyState
        icon={History}
        title="Nie ma jeszcze zakończonych tygodni."
        action={<Link to={ROUTES.ranking}>Zobacz ranking tego tygodnia</Link>}
      />
    )
  return (
    <>
      <ol className="ranking-weeks">
        {weeks.map((entry) => (
          <WeekItem key={entry.week} entry={entry} />
        ))}
      </ol>
      {history.isFetchNextPageError ? (
        <LoadProblem
          error={history.error}
          onRetry={() => void history.fetchNextPage()}
          title="Nie udało się wczytać starszych tygodni"
        />
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          busy={history.isFetchingNextPage}
          busyLabel="Wczytywanie…"
          onClick={() => void history.fetchNextPage()}
        >
          Pokaż starsze tygodnie
        </Button>
      ) : null}
    </>
  )
}

function WeekItem({ entry }: { entry: RankingHistoryEntry }) {
  const label = weekRangeLabel(entry.startsAt, entry.endsAt)
  return (
    <li className="ranking-week">
      <h2 className="ranking-week-title">
        <Link to={ROUTES.rankingHistory} search={{ tydzien: entry.week }}>
          Liga tygodnia {label}
        </Link>
      </h2>
      <p>
        Twoje miejsce:{' '}
        {entry.me ? (
          <>
            <strong>{entry.me.place}.</strong> ({formatXp(entry.me.xp)})
          </>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">nie było Cię w rankingu</span>
          </>
        )}
      </p>
      {entry.top3.length > 0 ? (
        <ol className="ranking-podium" aria-label={`Podium tygodnia ${label}`}>
          {entry.top3.map((row, index) => (
            <li key={`${row.place}-${index}`} className={row.isMe ? 'ranking-me' : undefined}>
              {row.place}. {row.displayName}
              {row.isMe ? ' (Ty)' : ''} — {formatNumber(row.xp)} XP
            </li>
          ))}
        </ol>
      ) : (
        <p>Nikt nie zdobył punktów w tym tygodniu.</p>
      )}
    </li>
  )
}
