import type { Ranking } from '@app/contract/progress'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { EyeOff, Users } from 'lucide-react'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatXp, timeLeft, weekRangeLabel } from '../progress-format'
import { formatNumber } from '../../../lib/study-format'
import { RankingTable } from './ranking-table'
import './ranking.css'

/**
 * One week's league: its dates, what is left of it (the current week), where the caller stands,
 * the top 50 and, when the caller is below it, their place with two rows each side.
 */
export function LeagueView({
  ranking,
  now,
  current,
}: {
  ranking: Ranking
  now: Date
  /** The week under way: time left and a way to start earning. */
  current: boolean
}) {
  const headingId = `league-${ranking.week}`
  return (
    <section className="league" aria-labelledby={headingId}>
      <div className="league-head">
        <h2 id={headingId}>Liga tygodnia {weekRangeLabel(ranking.startsAt, ranking.endsAt)}</h2>
        {current ? <p className="league-left">Do końca: {timeLeft(now, ranking.endsAt)}</p> : null}
      </div>
      <MyStanding ranking={ranking} current={current} />
      {ranking.participants === 0 ? (
        <EmptyState
          icon={Users}
          title={
            current
              ? 'Nikt jeszcze nie zdobył punktów w tym tygodniu.'
              : 'Nikt nie zdobył punktów w tym tygodniu.'
          }
          action={
            current ? (
              <Link to={ROUTES.products}>Zacznij naukę i zdobądź pierwsze punkty</Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <RankingTable
            caption={`Najlepsi tygodnia: miejsca 1–${ranking.top.length}`}
            rows={ranking.top}
          />
          {ranking.me && ranking.neighbours.length > 0 ? (
            <RankingTable
              caption="Twoje miejsce i sąsiedzi"
              // Below the top there are always two rows above the caller; the rest follow it.
              rows={[...ranking.neighbours.slice(0, 2), ranking.me, ...ranking.neighbours.slice(2)]}
            />
          ) : null}
        </>
      )}
    </section>
  )
}

function MyStanding({ ranking, current }: { ranking: Ranking; current: boolean }) {
  const xp = `${current ? 'Twoje XP w tym tygodniu' : 'Twoje XP w tamtym tygodniu'}: ${formatXp(ranking.myXp)}`
  if (!ranking.visible)
    return (
      <div className="league-me">
        <p className="league-me-place">
          <EyeOff aria-hidden="true" /> Nie jesteś widoczny w rankingu
        </p>
        <p>{xp}</p>
        <p>
          <Link to={ROUTES.settingsGeneral} hash="ranking">
            Zmień to w ustawieniach
          </Link>
        </p>
      </div>
    )
  if (!ranking.me)
    return (
      <div className="league-me">
        <p>{xp}</p>
        {current ? <p>Zdobądź punkty za naukę, a pojawisz się w rankingu.</p> : null}
      </div>
    )
  return (
    <div className="league-me">
      <p className="league-me-place">
        Jesteś {ranking.me.place}. z {formatNumber(ranking.participants)}
      </p>
      <p>{xp}</p>
    </div>
  )
}
