import type { Exercise } from '@app/contract/exercises'
import { Lightbulb } from 'lucide-react'
import { RichText } from '../../../components/rich-text/rich-text'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import './exercise.css'
import './exercise-answer.css'

export interface HintsSectionProps {
  exercise: Pick<Exercise, 'hintsRevealed' | 'hintsTotal'>
  onReveal: () => void
  revealing: boolean
  failure: string | null
}

export const hintLabel = (n: number, total: number) => `Podpowiedź ${n} z ${total}`

/**
 * The hints, one at a time: those revealed so far (kept by the server, so they are back after a
 * reload) and 'Podpowiedź 2 z 3' for the next one. An exercise without hints shows nothing.
 */
export function HintsSection({ exercise, onReveal, revealing, failure }: HintsSectionProps) {
  const { hintsRevealed, hintsTotal } = exercise
  if (hintsTotal === 0) return null
  const next = hintsRevealed.length + 1
  return (
    <section className="exercise-hints" aria-labelledby="exercise-hints-heading">
      <h2 id="exercise-hints-heading">Podpowiedzi</h2>
      {hintsRevealed.length > 0 && (
        <ol className="exercise-hint-list">
          {hintsRevealed.map((hint, index) => (
            <li key={index} className="exercise-hint">
              <h3 className="exercise-hint-title">
                <Lightbulb aria-hidden="true" />
                {hintLabel(index + 1, hintsTotal)}
              </h3>
              <RichText source={hint} />
            </li>
          ))}
        </ol>
      )}
      <FormAlert>{failure}</FormAlert>
      {next <= hintsTotal ? (
        <Button variant="secondary" onClick={onReveal} busy={revealing} busyLabel="Wczytywanie…">
          <Lightbulb aria-hidden="true" />
          {hintLabel(next, hintsTotal)}
        </Button>
      ) : (
        <p className="exercise-note">To wszystkie podpowiedzi do tego zadania.</p>
      )}
    </section>
  )
}
