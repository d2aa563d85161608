import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { canUseTool } from '@app/domain/access/tools'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { exerciseSourceQuery } from '../../../../api/exercises/queries'
import { Skeleton } from '../../../../components/feedback/skeleton'
import { ExerciseEditor } from '../../../../features/exercises/editor/exercise-editor'
import { useSession } from '../../../../features/session/use-session'
import { ksuidOrNotFound } from '../../../../lib/route-params'
import { pageHead } from '../../../../lib/seo'
import { toast } from '../../../../lib/toast'

/**
 * Editing an exercise (SPEC's `edytuj/{uuid}` takes the exercise's KSUID, decision 0180). One the
 * caller cannot see is not found; one they see but may not edit leads back to it with a toast.
 */
export const Route = createFileRoute('/produkt/zadania/edytuj/$exerciseId')({
  params: {
    parse: ({ exerciseId }: { exerciseId: string }) => ({
      exerciseId: ksuidOrNotFound(exerciseId),
    }),
    stringify: (params: { exerciseId: string }) => params,
  },
  loader: async ({ context: { queryClient, session }, params: { exerciseId } }) => {
    const user = session.user
    if (!user || !canUseTool(user, 'tasks')) return
    try {
      await queryClient.ensureQueryData(exerciseSourceQuery(user.id, exerciseId))
    } catch (error) {
      const { httpsStatus } = toApiError(error)
      if (httpsStatus === 404) throw notFound()
      if (httpsStatus === 403) {
        toast.error(EXERCISES_TEXT.notEditable)
        throw redirect({ to: ROUTES.exercise, params: { exerciseId }, replace: true })
      }
      throw error
    }
  },
  head: () =>
    pageHead({ title: 'Edycja zadania', description: 'Popraw treść, odpowiedź lub podpowiedzi.' }),
  pendingComponent: () => <Skeleton rows={6} label="Wczytywanie zadania…" />,
  component: EditExerciseRoute,
})

function EditExerciseRoute() {
  const { user } = useSession()
  const { exerciseId } = Route.useParams()
  return user ? <EditExercise userId={user.id} exerciseId={exerciseId} /> : null
}

function EditExercise({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const { data } = useSuspenseQuery(exerciseSourceQuery(userId, exerciseId))
  // Another exercise's editor starts afresh (its own draft and version).
  return <ExerciseEditor key={exerciseId} userId={userId} edit={data} />
}
