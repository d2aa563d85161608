import type { Statistics } from '@app/contract/progress'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { pluralPl, toWarsawDateKey } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDays, ChartColumn, Clock, Flame, Sparkles } from 'lucide-react'
import { statisticsQuery } from '../../../api/progress/queries'
import { Skeleton, SkeletonTile } from '../../../components/feedback/skeleton'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { StatTile } from '../../../components/ui/stat-tile'
import { useNow } from '../../../lib/use-now'
import { LoadProblem } from '../load-problem'
import { formatXp } from '../progress-format'
import { formatNumber, formatDateKey, formatStudyTime } from '../../../lib/study-format'
import { RangePicker } from './range-picker'
import { resolveRange, schoolYearStart } from './statistics-range'
import type { StatisticsSearch } from './statistics-search'
import { SchoolYearHeatmap, StudyTimeSection } from './study-sections'
import {
  CoursesSection,
  ExercisesSection,
  FlashcardsSection,
  PlannerSection,
} from './tool-sections'
import './statistics.css'

/**
 * /statystyki (issue 30): the range's study time per day and week, the school year's heatmap and
 * each tool's numbers; every chart with its table. The charts load apart (./chart-frame.tsx).
 */
export function StatisticsPage({
  userId,
  search,
  onSearch,
}: {
  userId: string
  search: StatisticsSearch
  onSearch: (search: StatisticsSearch) => void
}) {
  const today = toWarsawDateKey(useNow(60_000))
  const range = resolveRange(search, today)
  const valid = range.kind !== 'wlasny' || range.error === null
  return (
    <article className="statistics">
      <PageHeader
        icon={ChartColumn}
        title="Statystyki"
        description="Twoja nauka w liczbach: czas, seria, fiszki, zadania, plan i kursy."
      />
      {/* A new range starts the form afresh (its fields show the range). */}
      <RangePicker
        key={`${range.kind}:${range.from}:${range.to}`}
        range={range}
        onChange={onSearch}
      />
      {valid ? (
        <RangeStatistics userId={userId} from={range.from} to={range.to} today={today} />
      ) : null}
    </article>
  )
}

function RangeStatistics({
  userId,
  from,
  to,
  today,
}: {
  userId: string
  from: string
  to: string
  today: string
}) {
  const statistics = useQuery(statisticsQuery(userId, { from, to }))
  if (statistics.isError)
    return (
      <LoadProblem
        error={statistics.error}
        onRetry={() => void statistics.refetch()}
        title="Nie udało się wczytać statystyk"
      />
    )
  if (!statistics.data)
    return (
      <Skeleton label="Ładowanie statystyk…">
        <div className="statistics-tiles">
          <SkeletonTile />
          <SkeletonTile />
          <SkeletonTile />
          <SkeletonTile />
        </div>
      </Skeleton>
    )
  const data = statistics.data
  if (neverStudied(data))
    return (
      <EmptyState
        icon={Sparkles}
        heading="h2"
        title="Tu pojawią się Twoje statystyki, gdy zaczniesz się uczyć."
        action={<Link to={ROUTES.products}>Zobacz, co masz dziś do zrobienia</Link>}
      />
    )
  return (
    <>
      <p className="statistics-period">
        Od {formatDateKey(data.from)} do {formatDateKey(data.to)}
      </p>
      <Totals statistics={data} />
      <StudyTimeSection statistics={data} />
      <section className="statistics-section" aria-labelledby="statistics-year">
        <h2 id="statistics-year">Rok szkolny</h2>
        <SchoolYear userId={userId} today={today} />
      </section>
      {data.flashcards ? <FlashcardsSection data={data.flashcards} /> : null}
      {data.exercises ? <ExercisesSection data={data.exercises} /> : null}
      {data.planner ? <PlannerSection data={data.planner} /> : null}
      {data.courses ? <CoursesSection data={data.courses} /> : null}
    </>
  )
}

/** Nothing in the range and never a day of study: the page's empty state. */
const neverStudied = (data: Statistics) =>
  data.totals.activeDays === 0 && data.totals.xp === 0 && data.streak.longest === 0

function Totals({ statistics }: { statistics: Statistics }) {
  const { totals, streak } = statistics
  return (
    <div className="statistics-tiles">
      <StatTile icon={Clock} value={formatStudyTime(totals.studySeconds)} label="Czas nauki" />
      <StatTile
        icon={CalendarDays}
        value={formatNumber(totals.activeDays)}
        label={`${pluralPl(totals.activeDays, { one: 'Dzień', few: 'Dni', many: 'Dni' })} nauki`}
      />
      <StatTile icon={Sparkles} value={formatXp(totals.xp)} label="Zdobyte punkty" />
      <StatTile
        icon={Flame}
        value={`${formatNumber(streak.current)} ${pluralPl(streak.current, PLURAL_FORMS.day)}`}
        label={`Seria (najdłuższa: ${formatNumber(streak.longest)} ${pluralPl(streak.longest, PLURAL_FORMS.day)})`}
      />
    </div>
  )
}

/** The heatmap reads the school year whatever the range (the same request when they agree). */
function SchoolYear({ userId, today }: { userId: string; today: string }) {
  const from = schoolYearStart(today)
  const year = useQuery(statisticsQuery(userId, { from, to: today }))
  if (year.isError)
    return (
      <LoadProblem
        error={year.error}
        onRetry={() => void year.refetch()}
        title="Nie udało się wczytać roku szkolnego"
      />
    )
  if (!year.data) return <Skeleton rows={1} label="Ładowanie roku szkolnego…" />
  return <SchoolYearHeatmap days={year.data.days} from={from} to={today} />
}
