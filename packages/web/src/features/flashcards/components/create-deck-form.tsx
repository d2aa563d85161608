import { DeckNameSchema } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FolderPlus, Plus } from 'lucide-react'
import { z } from 'zod'
import { useCreateDeck } from '../../../api/flashcards/mutations'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { TextField } from '../../../components/ui/text-field'
import '../flashcards.css'

const NewDeckSchema = z.object({ name: DeckNameSchema })
type NewDeck = z.infer<typeof NewDeckSchema>

/**
 * 'Nowa talia': a name (1–80 characters), then the new deck's page to add cards. `inline`: the form
 * alone, as the next step of the empty deck list, instead of a section of its own.
 */
export function CreateDeckForm({ userId, inline = false }: { userId: string; inline?: boolean }) {
  const navigate = useNavigate()
  const createDeck = useCreateDeck(userId)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewDeck>({ resolver: zodResolver(NewDeckSchema), defaultValues: { name: '' } })

  const submit = handleSubmit(async (values) => {
    try {
      const { body: deck } = await createDeck.mutateAsync({ body: values })
      await navigate({ to: ROUTES.flashcardsDeck, params: { deckId: deck.id } })
    } catch (error) {
      // What was typed stays; the reason shows at the field.
      setError('name', { message: toApiError(error).message })
    }
  })

  const form = (
    <form
      className={inline ? 'inline-form flashcards-new-inline' : 'inline-form'}
      aria-label={inline ? 'Nowa talia' : undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Nazwa talii"
        hint="Np. „Biologia: układ krążenia” (do 80 znaków)"
        autoComplete="off"
        maxLength={120}
        error={errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Tworzenie…">
        <Plus aria-hidden="true" />
        Utwórz talię
      </Button>
    </form>
  )
  if (inline) return form
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={FolderPlus}
      title="Nowa talia"
      className="flashcards-panel"
    >
      {form}
    </Card>
  )
}
