import type { Exercise } from '@app/contract/exercises'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, ListChecks, MessagesSquare, Pencil } from 'lucide-react'
import { useState } from 'react'
import { useRevealNextHint } from '../../../api/exercises/hints'
import { exerciseQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { PageHeader } from '../../../components/ui/page-header'
import { AnswerPanel } from './answer-panel'
import { ExerciseBody } from './exercise-body'
import { ExerciseMeta } from './exercise-meta'
import { ExerciseNav } from './exercise-nav'
import { ExerciseSkeleton } from './exercise-skeleton'
import { HintsSection } from './hints-section'
import { PastAttempts } from './past-attempts'
import { ReviewPanel } from './review-panel'
import { SolutionSection } from './solution-section'
import { StatusNote } from './status-note'
import './exercise.css'

/**
 * /produkt/zadania/{exerciseId}: the statement, the answer and its verdict, hints one at a time,
 * the solution, past attempts, the exercises around it in the list, 'Zapytaj czat', and the
 * review panel for reviewers (decision 0188).
 */
export function ExercisePage({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const exercise = useQuery(exerciseQuery(userId, exerciseId))
  return (
    <article className="exercise-page">
      <p className="exercise-back">
        <Link to={ROUTES.tasks}>
          <ArrowLeft aria-hidden="true" />
          Wszystkie zadania
        </Link>
      </p>
      {exercise.data ? (
        // A new exercise starts with an empty answer, its own verdict and hints.
        <ExerciseContent key={exercise.data.id} userId={userId} exercise={exercise.data} />
      ) : exercise.isError ? (
        <>
          <PageHeader icon={ListChecks} title="Zadanie" />
          <RetryError
            error={exercise.error}
            onRetry={() => void exercise.refetch()}
            title="Nie udało się wczytać zadania"
          />
        </>
      ) : (
        <ExerciseSkeleton />
      )}
    </article>
  )
}

function ExerciseContent({ userId, exercise }: { userId: string; exercise: Exercise }) {
  const settings = useQuery(settingsQuery(userId))
  const hints = useRevealNextHint(userId, exercise.id)
  const [hintFailure, setHintFailure] = useState<string | null>(null)

  const nextHint = () => {
    setHintFailure(null)
    hints.reveal(setHintFailure)
  }

  // 'Pokazuj podpowiedzi automatycznie': a wrong answer opens the next hint (decision 0188).
  const afterWrongAttempt = () => {
    const auto = settings.data?.exerciseSettings.showHintsAutomatically ?? false
    if (auto && !exercise.solved && exercise.hintsRevealed.length < exercise.hintsTotal) nextHint()
  }

  const { rights } = exercise
  return (
    <>
      <PageHeader
        icon={ListChecks}
        title={exercise.title}
        description={
          <ExerciseMeta exercise={exercise} showStatus={exercise.status !== 'PUBLISHED'} />
        }
        action={
          rights.edit ? (
            <Link
              to={ROUTES.exerciseEdit}
              params={{ exerciseId: exercise.id }}
              className="button button-secondary"
            >
              <Pencil aria-hidden="true" />
              Edytuj
            </Link>
          ) : null
        }
      />
      <StatusNote exercise={exercise} />
      <div className="exercise-layout">
        <div className="exercise-main">
          <section className="exercise-statement-card" aria-labelledby="exercise-statement-heading">
            <h2 id="exercise-statement-heading" className="visually-hidden">
              Treść zadania
            </h2>
            <ExerciseBody statement={exercise.statement} images={exercise.images} />
          </section>
          <AnswerPanel userId={userId} exercise={exercise} onWrongAttempt={afterWrongAttempt} />
          <SolutionSection userId={userId} exercise={exercise} />
          <PastAttempts attempts={exercise.attempts} />
        </div>
        <aside className="exercise-side" aria-label="Pomoc do zadania">
          <HintsSection
            exercise={exercise}
            onReveal={nextHint}
            revealing={hints.isPending}
            failure={hintFailure}
          />
          <section className="exercise-ask" aria-labelledby="exercise-ask-heading">
            <h2 id="exercise-ask-heading">Potrzebujesz pomocy?</h2>
            <p className="exercise-note">
              Tutor poprowadzi Cię pytaniami. Nie poda odpowiedzi, ale sprawdzi Twój wynik.
            </p>
            <Link
              to={ROUTES.chat}
              search={{ zadanie: exercise.id }}
              className="button button-secondary"
            >
              <MessagesSquare aria-hidden="true" />
              Zapytaj czat
            </Link>
          </section>
          {rights.review && <ReviewPanel userId={userId} exercise={exercise} />}
        </aside>
      </div>
      {/* Under the exercise: after a reload its list is read first, and the nav arriving later
          moves nothing the student is about to press. */}
      <ExerciseNav userId={userId} exerciseId={exercise.id} />
    </>
  )
}
