import { DeckNameSchema, type Deck } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useUpdateDeck } from '../../../api/flashcards/mutations'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import '../flashcards.css'

/** The deck's name as a field: Enter saves, Escape or 'Anuluj' leaves it as it was. */
export function RenameDeck({
  userId,
  deck,
  onDone,
}: {
  userId: string
  deck: Deck
  onDone: () => void
}) {
  const [name, setName] = useState(deck.name)
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const updateDeck = useUpdateDeck(userId)
  useEffect(() => input.current?.select(), [])

  const save = (event: FormEvent) => {
    event.preventDefault()
    const parsed = DeckNameSchema.safeParse(name)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    if (parsed.data === deck.name) return onDone()
    updateDeck.mutate(
      { params: { id: deck.id }, body: { name: parsed.data, version: deck.version } },
      { onSuccess: onDone, onError: (failure) => setError(toApiError(failure).message) },
    )
  }

  return (
    <form className="inline-form deck-rename" noValidate onSubmit={save}>
      <TextField
        ref={input}
        label="Nowa nazwa talii"
        value={name}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <Button type="submit" busy={updateDeck.isPending} busyLabel="Zapisywanie…">
        Zapisz
      </Button>
      <Button variant="secondary" onClick={onDone}>
        Anuluj
      </Button>
    </form>
  )
}
