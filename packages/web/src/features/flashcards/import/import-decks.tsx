import type { PreviewRow } from '@app/domain/flashcards/import-map'
import { useId } from 'react'
import { ankiDeckName } from './send-import'
import './import.css'

/** Anki's deck names in the file with their row counts, in the file's order. */
export function ankiDecksOf(rows: readonly PreviewRow[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    const name = ankiDeckName(row.deck ?? '')
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return [...counts]
}

/**
 * The file names an Anki deck for each note (decision 0144): all of them into this deck, or one
 * of ours per Anki deck (a deck of the same name is reused, a missing one is made).
 */
export function ImportDecks({
  deckName,
  splitDecks,
  decks,
  onChange,
}: {
  deckName: string
  splitDecks: boolean
  /** The Anki decks found, when known (the rows name them only while split). */
  decks: [string, number][]
  onChange: (splitDecks: boolean) => void
}) {
  const id = useId()
  return (
    <fieldset className="import-options">
      <legend>Talie z Anki</legend>
      <div className="field-checkbox">
        <input
          id={`${id}-one`}
          type="radio"
          name={`${id}-decks`}
          checked={!splitDecks}
          onChange={() => onChange(false)}
        />
        <label htmlFor={`${id}-one`}>Wszystko do tej talii („{deckName}”)</label>
      </div>
      <div className="field-checkbox">
        <input
          id={`${id}-split`}
          type="radio"
          name={`${id}-decks`}
          checked={splitDecks}
          onChange={() => onChange(true)}
        />
        <label htmlFor={`${id}-split`}>Osobna talia dla każdej talii z Anki</label>
      </div>
      {splitDecks && decks.length > 0 && (
        <>
          <p>Fiszki trafią do talii o tych nazwach (brakujące utworzymy):</p>
          <ul>
            {decks.map(([name, count]) => (
              <li key={name}>
                „{name}”: {count}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  )
}
