import type { ImportMapping, ImportOptions } from '@app/domain/flashcards/import'
import { useId } from 'react'
import './import.css'

const FIELD_SEPARATORS: [string, string][] = [
  ['\t', 'Tabulator'],
  [',', 'Przecinek'],
  [';', 'Średnik'],
  ['|', 'Pionowa kreska'],
]
const CARD_SEPARATORS: [string, string][] = [
  ['newline', 'Nowa linia'],
  [';', 'Średnik'],
]
const CUSTOM = 'custom'

const SOURCE_NAMES = { anki: 'Anki (zwykły tekst)', quizlet: 'Quizlet', csv: 'CSV/TSV' } as const

interface ImportOptionsProps {
  options: ImportOptions
  mapping: ImportMapping
  columns: readonly string[]
  onChange: (options: ImportOptions, mapping: ImportMapping) => void
}

/**
 * How the file is read, as detected (Anki's header lines, Quizlet's separators), every part of
 * it changeable: separators, HTML, a header row and which column is which.
 */
export function ImportOptionsForm({ options, mapping, columns, onChange }: ImportOptionsProps) {
  const id = useId()
  const setOptions = (patch: Partial<ImportOptions>) => onChange({ ...options, ...patch }, mapping)
  const setMapping = (patch: Partial<ImportMapping>) => onChange(options, { ...mapping, ...patch })
  const column = (value: string) => (value === '' ? null : Number(value))
  // Anki's GUID, note type and deck columns are never a side (decision 0144).
  const notText = [options.guidColumn, options.notetypeColumn, options.deckColumn]

  return (
    <fieldset className="import-options">
      <legend>Jak czytamy plik</legend>
      <p>Rozpoznany format: {SOURCE_NAMES[options.source]}. Zmień, jeśli podgląd wygląda źle.</p>
      <div className="import-options-grid">
        <Separator
          id={`${id}-field`}
          label="Między przodem a tyłem"
          value={options.fieldSeparator}
          choices={FIELD_SEPARATORS}
          onChange={(fieldSeparator) => setOptions({ fieldSeparator })}
        />
        <Separator
          id={`${id}-card`}
          label="Między fiszkami"
          value={options.cardSeparator}
          choices={CARD_SEPARATORS}
          onChange={(cardSeparator) => setOptions({ cardSeparator })}
        />
        <ColumnSelect
          id={`${id}-front`}
          label="Kolumna z przodem"
          value={mapping.front}
          columns={columns}
          disabled={notText}
          onChange={(value) => setMapping({ front: column(value) ?? 0 })}
        />
        <ColumnSelect
          id={`${id}-back`}
          label="Kolumna z tyłem"
          value={mapping.back}
          columns={columns}
          disabled={notText}
          onChange={(value) => setMapping({ back: column(value) ?? 1 })}
        />
        <ColumnSelect
          id={`${id}-tags`}
          label="Kolumna z tagami"
          value={mapping.tags}
          columns={columns}
          optional
          onChange={(value) => setMapping({ tags: column(value) })}
        />
      </div>
      <div className="field-checkbox">
        <input
          id={`${id}-html`}
          type="checkbox"
          checked={options.html}
          onChange={(event) => setOptions({ html: event.target.checked })}
        />
        <label htmlFor={`${id}-html`}>Pola zawierają HTML (zamienimy go na zwykły tekst)</label>
      </div>
      <div className="field-checkbox">
        <input
          id={`${id}-header`}
          type="checkbox"
          checked={options.hasHeader ?? false}
          onChange={(event) => setOptions({ hasHeader: event.target.checked })}
        />
        <label htmlFor={`${id}-header`}>Pierwszy wiersz to nazwy kolumn</label>
      </div>
    </fieldset>
  )
}

function Separator({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string
  label: string
  value: string
  choices: [string, string][]
  onChange: (value: string) => void
}) {
  const known = choices.some(([choice]) => choice === value)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={known ? value : CUSTOM}
        onChange={(event) => onChange(event.target.value === CUSTOM ? '' : event.target.value)}
      >
        {choices.map(([choice, name]) => (
          <option key={name} value={choice}>
            {name}
          </option>
        ))}
        <option value={CUSTOM}>Własny znak lub tekst</option>
      </select>
      {!known && (
        <>
          <label htmlFor={`${id}-custom`} className="visually-hidden">
            {label}: własny
          </label>
          <input
            id={`${id}-custom`}
            type="text"
            value={value}
            maxLength={10}
            placeholder="np. - lub ::"
            onChange={(event) => event.target.value && onChange(event.target.value)}
          />
        </>
      )}
    </div>
  )
}

function ColumnSelect({
  id,
  label,
  value,
  columns,
  optional = false,
  disabled = [],
  onChange,
}: {
  id: string
  label: string
  value: number | null
  columns: readonly string[]
  optional?: boolean
  disabled?: readonly (number | null | undefined)[]
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {optional && <option value="">Bez tagów</option>}
        {columns.map((name, index) => (
          <option key={index} value={index} disabled={disabled.includes(index)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
