import { createFileRoute } from '@tanstack/react-router'
import { ExerciseEditor } from '../../../features/exercises/editor/exercise-editor'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** A new exercise (issue 29, decision 0189); the tool's guard and Pro offer are in ./route.tsx. */
export const Route = createFileRoute('/produkt/zadania/dodaj')({
  head: () =>
    pageHead({
      title: 'Nowe zadanie',
      description: 'Napisz zadanie z odpowiedzią, podpowiedziami i rozwiązaniem.',
    }),
  component: NewExerciseRoute,
})

function NewExerciseRoute() {
  const { user } = useSession()
  return user ? <ExerciseEditor userId={user.id} /> : null
}
