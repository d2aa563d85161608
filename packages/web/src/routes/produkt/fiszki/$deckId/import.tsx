import { toApiError } from '@app/domain/shared/api-errors'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { deckQuery } from '../../../../api/flashcards/queries'
import { Skeleton } from '../../../../components/feedback/skeleton'
import { ImportPage } from '../../../../features/flashcards/import/import-page'
import { useSession } from '../../../../features/session/use-session'
import { pageHead } from '../../../../lib/seo'

/** Import into one deck; papaparse and its worker load with this route only. */
export const Route = createFileRoute('/produkt/fiszki/$deckId/import')({
  loader: async ({ context: { queryClient, session }, params: { deckId } }) => {
    const user = session.user
    if (!user?.features.flashcards) return
    await queryClient.ensureQueryData(deckQuery(user.id, deckId)).catch((error: unknown) => {
      if (toApiError(error).httpsStatus === 404) throw notFound()
      throw error
    })
  },
  head: () =>
    pageHead({ title: 'Import fiszek', description: 'Fiszki z Anki, Quizlet albo pliku CSV.' }),
  pendingComponent: () => <Skeleton rows={3} label="Wczytywanie talii…" />,
  component: ImportRoute,
})

function ImportRoute() {
  const { user } = useSession()
  const { deckId } = Route.useParams()
  return user ? <ImportPage userId={user.id} deckId={deckId} /> : null
}
