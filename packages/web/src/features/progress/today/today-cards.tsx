import type { DueFlashcards, SuggestedExercise, TodayCourse } from '@app/contract/progress'
import { EXERCISE_DIFFICULTY_LABELS, EXERCISE_LEVEL_LABELS } from '@app/contract/exercises/text'
import { subjectLabel } from '@app/contract/user'
import { COURSE_PAGES } from '@app/domain/navigation/menus'
import { ROUTES } from '@app/domain/navigation/routes'
import { formatWarsawDate, formatWarsawDateTime, pluralPl } from '@app/domain/shared/format'
import { Link } from '@tanstack/react-router'
import { BookOpenCheck, GraduationCap, Layers, ListChecks, Play, Search } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { FLASHCARDS } from '../progress-format'
import { formatNumber } from '../../../lib/study-format'
import './today.css'

/** 'Fiszki': 'Do powtórki: 23 fiszki' and 'Powtórz' (every deck's session, as 'study all'). */
export function TodayFlashcardsCard({ due }: { due: DueFlashcards }) {
  return (
    <Card as="section" headingLevel={2} icon={Layers} title="Fiszki" className="today-card">
      {due.total === 0 ? (
        <EmptyState
          icon={BookOpenCheck}
          title="Na dziś wszystko powtórzone."
          action={<Link to={ROUTES.flashcards}>Dodaj nowe fiszki</Link>}
        />
      ) : (
        <>
          <p className="today-figure">
            Do powtórki: {formatNumber(due.total)} {pluralPl(due.total, FLASHCARDS)}
          </p>
          <div className="today-card-actions">
            <Link to={ROUTES.flashcardsStudyAll} className="button button-primary">
              <Play aria-hidden="true" />
              Powtórz
            </Link>
          </div>
        </>
      )}
    </Card>
  )
}

/** 'Zadanie na dziś': one of the student's subjects, not solved and not tried for 7 days. */
export function TodayExerciseCard({ exercise }: { exercise: SuggestedExercise | null }) {
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={ListChecks}
      title="Zadanie na dziś"
      className="today-card"
    >
      {exercise === null ? (
        <EmptyState
          icon={Search}
          title="Nie mamy dziś zadania z Twoich przedmiotów."
          action={<Link to={ROUTES.tasks}>Przeglądaj wszystkie zadania</Link>}
        />
      ) : (
        <>
          <p className="today-figure">{exercise.title}</p>
          <p className="today-meta">
            <SubjectChip subject={subjectLabel(exercise.subject)} />
            <span>
              {EXERCISE_LEVEL_LABELS[exercise.level]},{' '}
              {EXERCISE_DIFFICULTY_LABELS[exercise.difficulty].toLowerCase()}
            </span>
          </p>
          <div className="today-card-actions">
            <Link
              to={ROUTES.exercise}
              params={{ exerciseId: exercise.id }}
              className="button button-primary"
              aria-label={`Rozwiąż: ${exercise.title}`}
            >
              Rozwiąż
            </Link>
          </div>
        </>
      )}
    </Card>
  )
}

const weekName = (week: { label: string | null; title: string }) =>
  week.label ? `${week.label}: ${week.title}` : week.title

/** The course's week, the next video and when the next week opens. */
export function TodayCourseCard({ course }: { course: TodayCourse }) {
  const unlock = course.nextUnlock
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={GraduationCap}
      title={course.title}
      meta={weekName(course.week)}
      className="today-card"
    >
      <ProgressBar
        value={course.percent}
        tone="accent"
        label={`Postęp kursu: ${course.percent}%`}
        valueText={`Obejrzane: ${course.watchedVideos} z ${course.totalVideos}`}
      />
      <p>
        Obejrzane: {course.watchedVideos} z {course.totalVideos} ({course.percent}%)
      </p>
      {course.nextEpisode ? <p>Dalej: {course.nextEpisode.title}</p> : null}
      {unlock ? (
        <p>
          Następny: {weekName(unlock)} — otworzy się {formatWarsawDate(Date.parse(unlock.at))} o{' '}
          {formatWarsawDateTime(Date.parse(unlock.at)).slice(11)}
        </p>
      ) : null}
      <div className="today-card-actions">
        {course.nextEpisode ? (
          <Link
            to={COURSE_PAGES[course.key]}
            search={{ odcinek: course.nextEpisode.id }}
            className="button button-primary"
            aria-label={`Oglądaj dalej: ${course.nextEpisode.title}`}
          >
            <Play aria-hidden="true" />
            Oglądaj dalej
          </Link>
        ) : (
          <Link to={COURSE_PAGES[course.key]}>Wróć do kursu</Link>
        )}
      </div>
    </Card>
  )
}
