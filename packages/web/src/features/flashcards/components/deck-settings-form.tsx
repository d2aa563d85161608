import { DeckSettingsSchema, type Deck, type DeckSettings } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { SlidersHorizontal } from 'lucide-react'
import { useUpdateDeck } from '../../../api/flashcards/mutations'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import '../flashcards.css'

/** 'Ustawienia talii': new cards and reviews a day, desired retention. */
export function DeckSettingsForm({ userId, deck }: { userId: string; deck: Deck }) {
  const updateDeck = useUpdateDeck(userId)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeckSettings>({
    resolver: zodResolver(DeckSettingsSchema),
    values: deck.settings,
  })
  const number = { valueAsNumber: true } as const

  const submit = handleSubmit(async (settings) => {
    setSaved(false)
    setFailure(null)
    try {
      await updateDeck.mutateAsync({
        params: { id: deck.id },
        body: { settings, version: deck.version },
      })
      setSaved(true)
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })

  return (
    <Card
      as="section"
      headingLevel={2}
      icon={SlidersHorizontal}
      title="Ustawienia talii"
      className="flashcards-panel"
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert>{failure}</FormAlert>
        <FormAlert tone="success">{saved ? 'Zapisano ustawienia talii.' : null}</FormAlert>
        <TextField
          label="Nowe fiszki dziennie"
          hint="Od 0 do 100; domyślnie 20."
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={errors.newPerDay?.message}
          {...register('newPerDay', number)}
        />
        <TextField
          label="Powtórki dziennie"
          hint="Od 0 do 1000; domyślnie 200."
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          error={errors.reviewsPerDay?.message}
          {...register('reviewsPerDay', number)}
        />
        <TextField
          label="Docelowa retencja (%)"
          hint="Jak dużą część fiszek chcesz pamiętać przy powtórce: od 70% do 97%, domyślnie 90%. Wyżej to częstsze powtórki."
          type="number"
          inputMode="numeric"
          min={70}
          max={97}
          error={errors.retention?.message}
          {...register('retention', number)}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz ustawienia
        </Button>
      </form>
    </Card>
  )
}
