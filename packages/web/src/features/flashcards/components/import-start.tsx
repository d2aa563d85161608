import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { useNavigate } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { useCreateDeck } from '../../../api/flashcards/mutations'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast'

export const IMPORTED_DECK_NAME = 'Importowane fiszki'

/** 'Importuj z Anki lub Quizlet' before any deck exists: a deck for them, then its import page. */
export function ImportStart({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const createDeck = useCreateDeck(userId)
  const start = () =>
    createDeck.mutate(
      { body: { name: IMPORTED_DECK_NAME } },
      {
        onSuccess: ({ body: deck }) =>
          void navigate({ to: ROUTES.flashcardsDeckImport, params: { deckId: deck.id } }),
        onError: (error) => toast.error(toApiError(error).message),
      },
    )
  return (
    <Button variant="secondary" onClick={start} busy={createDeck.isPending} busyLabel="Tworzenie…">
      <Upload aria-hidden="true" />
      Importuj z Anki lub Quizlet
    </Button>
  )
}
