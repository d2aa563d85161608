import { toApiError } from '@app/domain/shared/api-errors'
import { pluralPl } from '@app/domain/shared/format'
import type { ImportOptions } from '@app/domain/flashcards/import'
import type { ImportMapping } from '@app/domain/flashcards/import-map'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { deckQuery } from '../../../api/flashcards/queries'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { analyseImport, type ImportAnalysis } from './analyse'
import { ImportDecks, ankiDecksOf } from './import-decks'
import { ImportOptionsForm } from './import-options'
import { ImportPreview, importableRows } from './import-preview'
import { ImportSource } from './import-source'
import { ImportSummary } from './import-summary'
import { useSendImport, type ImportOutcome } from './send-import'
import '../flashcards.css'
import './import.css'

const VALID_CARDS = { one: 'poprawną fiszkę', few: 'poprawne fiszki', many: 'poprawnych fiszek' }

/** /produkt/fiszki/{deckId}/import: a file or pasted text from Anki or Quizlet, checked per row. */
export function ImportPage({ userId, deckId }: { userId: string; deckId: string }) {
  const { data: deck } = useSuspenseQuery(deckQuery(userId, deckId))
  const sender = useSendImport(userId, deck)
  const [text, setText] = useState<string | null>(null)
  const [choice, setChoice] = useState<{ options: ImportOptions; mapping: ImportMapping } | null>(
    null,
  )
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null)
  const [skipDuplicates, setSkipDuplicates] = useState(true)
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<ImportOutcome | null>(null)

  useEffect(() => {
    if (text === null) return
    if (choice && (!choice.options.fieldSeparator || !choice.options.cardSeparator)) return
    let current = true
    void analyseImport({
      text,
      options: choice?.options ?? null,
      mapping: choice?.mapping ?? null,
    }).then((next) => current && setAnalysis(next))
    return () => {
      current = false
    }
  }, [text, choice])

  const rows = useMemo(
    () => (analysis ? importableRows(analysis.rows, skipDuplicates) : []),
    [analysis, skipDuplicates],
  )
  const start = async () => {
    setFailure(null)
    try {
      setResult(await sender.send(rows, skipDuplicates))
    } catch (error) {
      setFailure(`${toApiError(error).message} Nic nie przepadło: spróbuj ponownie.`)
    }
  }

  if (result) return <ImportSummary deck={deck} result={result} />

  const columns = analysis ? columnNames(analysis) : []
  const options = choice?.options ?? analysis?.options
  const mapping = choice?.mapping ?? analysis?.mapping
  return (
    <article className="flashcards">
      <header className="flashcards-header">
        <p className="flashcards-back">
          <Link to={ROUTES.flashcardsDeck} params={{ deckId }}>
            Wróć do talii
          </Link>
        </p>
        <h1>Import do talii „{deck.name}”</h1>
        <p className="lead">
          Z Anki wyeksportuj „Notatki jako zwykły tekst”, z Quizlet skopiuj tekst eksportu. Pasuje
          też plik CSV lub TSV: przód, tył i (opcjonalnie) tagi.
        </p>
      </header>
      <ImportSource
        onText={(next) => {
          setChoice(null)
          setResult(null)
          setAnalysis(null)
          setText(next)
        }}
      />
      {analysis && options && mapping && text !== null && (
        <>
          <ImportOptionsForm
            options={options}
            mapping={mapping}
            columns={columns}
            onChange={(next, nextMapping) => setChoice({ options: next, mapping: nextMapping })}
          />
          {options.deckColumn != null && (
            <ImportDecks
              deckName={deck.name}
              splitDecks={options.splitDecks ?? false}
              decks={ankiDecksOf(analysis.rows)}
              onChange={(splitDecks) => setChoice({ options: { ...options, splitDecks }, mapping })}
            />
          )}
          <ImportPreview rows={analysis.rows} skipDuplicates={skipDuplicates} />
          <div className="field-checkbox">
            <input
              id="import-skip-duplicates"
              type="checkbox"
              checked={skipDuplicates}
              onChange={(event) => setSkipDuplicates(event.target.checked)}
            />
            <label htmlFor="import-skip-duplicates">
              Pomiń duplikaty (fiszki z takim samym przodem jak w pliku lub w talii)
            </label>
          </div>
          <FormAlert>{failure}</FormAlert>
          <p>
            <Button
              disabled={rows.length === 0}
              busy={sender.isPending}
              busyLabel="Importowanie…"
              onClick={() => void start()}
            >
              {`Importuj ${rows.length} ${pluralPl(rows.length, VALID_CARDS)}`}
            </Button>
          </p>
        </>
      )}
    </article>
  )
}

// What Anki's directives say a column holds; such a column is never a side.
const META_NAMES = [
  ['guidColumn', 'identyfikator z Anki'],
  ['notetypeColumn', 'typ notatki z Anki'],
  ['deckColumn', 'talia z Anki'],
] as const

/** 'Kolumna 2 (Back)', 'Kolumna 1 (identyfikator z Anki)' for the column choices. */
function columnNames({ columnCount, header, options }: ImportAnalysis): string[] {
  return Array.from({ length: columnCount }, (_, index) => {
    const meta = META_NAMES.find(([key]) => options[key] === index)?.[1]
    const name = meta ?? header?.[index]
    return name ? `Kolumna ${index + 1} (${name})` : `Kolumna ${index + 1}`
  })
}
