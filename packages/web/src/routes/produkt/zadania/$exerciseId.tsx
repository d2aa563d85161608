import { canUseTool } from '@app/domain/access/tools'
import { createFileRoute } from '@tanstack/react-router'
import { exerciseQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import { ExercisePage } from '../../../features/exercises/exercise/exercise-page'
import { ExerciseSkeleton } from '../../../features/exercises/exercise/exercise-skeleton'
import { useSession } from '../../../features/session/use-session'
import { notFoundOn404 } from '../../../lib/not-found-on-404'
import { ksuidOrNotFound } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'

/**
 * One exercise (issue 29, decision 0188); the tool's guard and Pro offer are in ./route.tsx. An id
 * that cannot be an exercise's, an unknown one and another user's private one are not found.
 */
export const Route = createFileRoute('/produkt/zadania/$exerciseId')({
  params: {
    parse: ({ exerciseId }: { exerciseId: string }) => ({
      exerciseId: ksuidOrNotFound(exerciseId),
    }),
    stringify: (params: { exerciseId: string }) => params,
  },
  loader: async ({ context: { queryClient, session }, params: { exerciseId } }) => {
    const user = session.user
    if (!user || !canUseTool(user, 'tasks')) return
    // The settings (automatic hints) are not worth holding the page for.
    void queryClient.prefetchQuery(settingsQuery(user.id))
    const exercise = await notFoundOn404(
      queryClient.ensureQueryData(exerciseQuery(user.id, exerciseId)),
    )
    return { title: exercise.title }
  },
  // The tab names the exercise.
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.title ?? 'Zadanie',
      description: 'Rozwiąż zadanie: wynik sprawdzimy od razu, a podpowiedzi pomogą, gdy utkniesz.',
    }),
  pendingComponent: ExerciseSkeleton,
  component: ExerciseRoute,
})

function ExerciseRoute() {
  const { user } = useSession()
  const { exerciseId } = Route.useParams()
  return user ? <ExercisePage userId={user.id} exerciseId={exerciseId} /> : null
}
