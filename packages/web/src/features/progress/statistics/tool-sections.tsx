import type { Statistics } from '@app/contract/progress'
import {
  BookOpenCheck,
  Brain,
  CalendarCheck,
  CircleCheckBig,
  Focus,
  Layers,
  Target,
} from 'lucide-react'
import { StatTile } from '../../../components/ui/stat-tile'
import { SUBJECT_NAMES, subjectKey } from '../../../lib/subjects'
import { ChartFrame } from './chart-frame'
import { DataTable } from './data-table'
import { formatNumber, formatShare, formatStudyTime } from '../../../lib/study-format'
import './statistics.css'

type Section<K extends keyof Statistics> = { data: NonNullable<Statistics[K]> }

/** The tasks' subjects are four of the subject map's (the contract's labels would bring zod here). */
const subjectLabel = (subject: string) => SUBJECT_NAMES[subjectKey(subject)]

const percentTick = (value: number) => `${Math.round(value)}%`

/** 'Fiszki': reviews of the range and how many were remembered (not 'Again'). */
export function FlashcardsSection({ data }: Section<'flashcards'>) {
  return (
    <section className="statistics-section" aria-labelledby="statistics-flashcards">
      <h2 id="statistics-flashcards">Fiszki</h2>
      <div className="statistics-tiles">
        <StatTile icon={Layers} value={formatNumber(data.reviewed)} label="Powtórzone fiszki" />
        <StatTile
          icon={Brain}
          value={formatShare(data.retention)}
          label="Zapamiętane (bez „Nie pamiętam”)"
        />
      </div>
    </section>
  )
}

/** 'Zadania': solved, accuracy, and accuracy by subject as a chart with its table. */
export function ExercisesSection({ data }: Section<'exercises'>) {
  return (
    <section className="statistics-section" aria-labelledby="statistics-exercises">
      <h2 id="statistics-exercises">Zadania</h2>
      <div className="statistics-tiles">
        <StatTile
          icon={CircleCheckBig}
          value={formatNumber(data.solved)}
          label="Rozwiązane zadania"
        />
        <StatTile icon={Target} value={formatShare(data.accuracy)} label="Poprawne odpowiedzi" />
        <StatTile icon={BookOpenCheck} value={formatNumber(data.attempts)} label="Odpowiedzi" />
      </div>
      {data.bySubject.length > 0 ? (
        <ChartFrame
          title="Skuteczność według przedmiotów"
          chart={({ BarChart }) => (
            <BarChart
              label="Poprawne odpowiedzi według przedmiotów"
              max={100}
              formatValue={percentTick}
              data={data.bySubject.map((row) => ({
                key: row.subject,
                tick: subjectLabel(row.subject),
                value: (row.accuracy ?? 0) * 100,
                name: `${subjectLabel(row.subject)}: ${formatShare(row.accuracy)} poprawnych, ${formatNumber(row.solved)} rozwiązanych`,
              }))}
            />
          )}
          table={
            <DataTable
              caption="Zadania według przedmiotów"
              columns={[
                { header: 'Przedmiot' },
                { header: 'Rozwiązane', numeric: true },
                { header: 'Odpowiedzi', numeric: true },
                { header: 'Poprawne', numeric: true },
              ]}
              rows={data.bySubject.map((row) => ({
                key: row.subject,
                cells: [
                  subjectLabel(row.subject),
                  formatNumber(row.solved),
                  formatNumber(row.attempts),
                  formatShare(row.accuracy),
                ],
              }))}
            />
          }
        />
      ) : (
        <p>W tym okresie nie było odpowiedzi na zadania.</p>
      )}
    </section>
  )
}

/** 'Planer nauki': blocks done of those past, and the time in focus mode. */
export function PlannerSection({ data }: Section<'planner'>) {
  return (
    <section className="statistics-section" aria-labelledby="statistics-planner">
      <h2 id="statistics-planner">Planer nauki</h2>
      <div className="statistics-tiles">
        <StatTile
          icon={CalendarCheck}
          value={`${formatNumber(data.blocksDone)} z ${formatNumber(data.pastPlanned)}`}
          label="Zrobione bloki z zaplanowanych"
        />
        <StatTile icon={Target} value={formatShare(data.adherence)} label="Realizacja planu" />
        <StatTile
          icon={Focus}
          value={formatStudyTime(data.focusedMinutes * 60)}
          label="W trybie skupienia"
        />
      </div>
    </section>
  )
}

/** 'Kursy': each course's progress by week as a chart with its table. */
export function CoursesSection({ data }: Section<'courses'>) {
  if (data.length === 0) return null
  return (
    <section className="statistics-section" aria-labelledby="statistics-courses">
      <h2 id="statistics-courses">Kursy</h2>
      {data.map((course) => (
        <CourseProgress key={course.key} course={course} />
      ))}
    </section>
  )
}

/** One course: its weeks as a chart with its table, or one sentence while nothing is watched. */
function CourseProgress({ course }: { course: Section<'courses'>['data'][number] }) {
  const title = `${course.title}: ${course.percent}%`
  if (course.weeks.every((week) => week.watchedVideos === 0)) {
    // Bars of 0% everywhere would draw an empty grid.
    const headingId = `statistics-course-${course.key}`
    return (
      <section className="chart-frame" aria-labelledby={headingId}>
        <h3 id={headingId}>{title}</h3>
        <p>Nie ma jeszcze obejrzanych nagrań z tego kursu.</p>
      </section>
    )
  }
  return (
    <ChartFrame
      title={title}
      description="Obejrzane nagrania w każdym tygodniu kursu."
      chart={({ BarChart }) => (
        <BarChart
          label={`${course.title}: postęp według tygodni`}
          max={100}
          formatValue={percentTick}
          data={course.weeks.map((week) => ({
            key: String(week.index),
            tick: week.label ? week.label.replace(/^\D+\s*/, '') || week.label : String(week.index),
            value: week.percent,
            name: `${week.label ?? week.title}: ${week.percent}%${week.isUnlocked ? '' : ' (jeszcze zamknięty)'}`,
          }))}
        />
      )}
      table={
        <DataTable
          caption={`${course.title}: postęp według tygodni`}
          columns={[
            { header: 'Tydzień' },
            { header: 'Temat' },
            { header: 'Obejrzane', numeric: true },
            { header: 'Postęp', numeric: true },
          ]}
          rows={course.weeks.map((week) => ({
            key: String(week.index),
            cells: [
              week.label ?? '—',
              week.isUnlocked ? week.title : `${week.title} (jeszcze zamknięty)`,
              `${week.watchedVideos} z ${week.totalVideos}`,
              `${week.percent}%`,
            ],
          }))}
        />
      }
    />
  )
}
