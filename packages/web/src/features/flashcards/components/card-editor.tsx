import {
  CardContentSchema,
  FLASHCARDS_TEXT,
  ImageAltSchema,
  type Flashcard,
} from '@app/contract/flashcards'
import { LIMITS } from '@app/contract/limits'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { useCreateCard, useUpdateCard } from '../../../api/flashcards/mutations'
import { RichText } from '../../../components/rich-text/rich-text'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { CardImage } from './card-image'
import { CardImageField, imagePreview, type EditedImage } from './card-image-field'
import { toast } from '../../../lib/toast'
import '../../../components/ui/confirm-dialog.css'
import '../flashcards.css'

/** The form's values: tags as typed, comma-separated. */
const CardFormSchema = z.object({
  front: CardContentSchema.shape.front,
  back: CardContentSchema.shape.back,
  tags: z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(CardContentSchema.shape.tags),
})
type CardFormInput = z.input<typeof CardFormSchema>
type CardFormOutput = z.output<typeof CardFormSchema>

export interface CardEditorProps {
  userId: string
  deckId: string
  /** The card to edit; without one, a new card. */
  card?: Flashcard
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add or edit a card: front and back in Markdown with $…$ math and a live preview, tags. A
 * front the deck has already is refused unless 'Zapisz mimo to'. What was typed stays on a
 * refusal; one Idempotency-Key per opened form, so a double click adds one card.
 */
export function CardEditor({ userId, deckId, card, open, onOpenChange }: CardEditorProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog card-editor" aria-describedby={undefined}>
          <Dialog.Title className="confirm-dialog-title">
            {card ? 'Edytuj fiszkę' : 'Nowa fiszka'}
          </Dialog.Title>
          <CardForm
            userId={userId}
            deckId={deckId}
            card={card}
            onSaved={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CardForm({
  userId,
  deckId,
  card,
  onSaved,
}: {
  userId: string
  deckId: string
  card?: Flashcard
  onSaved: () => void
}) {
  const [key] = useState(newIdempotencyKey)
  const [failure, setFailure] = useState<string | null>(null)
  const [duplicate, setDuplicate] = useState(false)
  const [image, setImage] = useState<EditedImage | null>(card?.image ?? null)
  const [altError, setAltError] = useState<string>()
  const createCard = useCreateCard(userId)
  const updateCard = useUpdateCard(userId)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(CardFormSchema),
    defaultValues: {
      front: card?.front ?? '',
      back: card?.back ?? '',
      tags: card?.tags.join(', ') ?? '',
    },
  })
  const [front, back] = useWatch({ control, name: ['front', 'back'] })

  const save = (allowDuplicate: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null)
      const alt = image ? ImageAltSchema.safeParse(image.alt) : null
      setAltError(alt && !alt.success ? alt.error.issues[0]?.message : undefined)
      if (image && alt && !alt.success) return
      const body = {
        ...values,
        image: image && alt?.success ? { id: image.id, alt: alt.data } : null,
        allowDuplicate,
      }
      try {
        if (card) await updateCard.mutateAsync({ params: { id: deckId, cardId: card.id }, body })
        else
          await createCard.mutateAsync({
            params: { id: deckId },
            headers: { 'idempotency-key': key },
            body,
          })
        setDuplicate(false)
        toast.success(card ? 'Zapisano fiszkę.' : 'Dodano fiszkę.')
        onSaved()
      } catch (error) {
        const { message } = toApiError(error)
        setDuplicate(message === FLASHCARDS_TEXT.duplicate)
        setFailure(message)
      }
    })

  return (
    <form className="form card-form" noValidate onSubmit={(event) => void save(false)(event)}>
      <FormAlert>{failure}</FormAlert>
      <TextArea
        label="Przód"
        hint="Pytanie albo pojęcie. Wzory między znakami $, np. $\Delta = b^2 - 4ac$."
        rows={3}
        maxLength={LIMITS.flashcardFrontMax + 200}
        error={errors.front?.message}
        {...register('front')}
      />
      <TextArea
        label="Tył"
        hint="Odpowiedź. Możesz użyć Markdown: **pogrubienie**, *kursywa*, listy."
        rows={5}
        maxLength={LIMITS.flashcardBackMax + 200}
        error={errors.back?.message}
        {...register('back')}
      />
      <TextField
        label="Tagi"
        hint="Oddziel przecinkami, np. genetyka, powtórka (najwyżej 10)"
        autoComplete="off"
        error={errors.tags?.message}
        {...register('tags')}
      />
      <CardImageField image={image} altError={altError} onChange={setImage} />
      <section className="card-preview" aria-label="Podgląd fiszki">
        <h3>Podgląd</h3>
        <div className="card-preview-side">
          <span className="card-preview-label">Przód</span>
          <RichText source={front || '…'} />
          {image && <CardImage image={imagePreview(image)} />}
        </div>
        <div className="card-preview-side">
          <span className="card-preview-label">Tył</span>
          <RichText source={back || '…'} />
        </div>
      </section>
      <div className="confirm-dialog-actions">
        <Dialog.Close asChild>
          <Button variant="secondary">Anuluj</Button>
        </Dialog.Close>
        {duplicate && (
          <Button
            variant="secondary"
            busy={isSubmitting}
            onClick={(event) => void save(true)(event)}
          >
            Zapisz mimo to
          </Button>
        )}
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz
        </Button>
      </div>
    </form>
  )
}
