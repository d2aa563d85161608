import type { ImportResult } from '@app/contract/flashcards'
import { LIMITS } from '@app/contract/limits'
import { toApiError } from '@app/domain/shared/api-errors'
import { pluralPl } from '@app/domain/shared/format'
import type { ImportOptions } from '@app/domain/flashcards/import'
import type { ImportMapping } from '@app/domain/flashcards/import-map'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useImportCards } from '../../../api/flashcards/mutations'
import { deckQuery } from '../../../api/flashcards/queries'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { analyseImport, type ImportAnalysis } from './analyse'
import { ImportOptionsForm } from './import-options'
import { ImportPreview, importableRows } from './import-preview'
import { ImportSource } from './import-source'
import { ImportSummary } from './import-summary'
import '../flashcards.css'
import './import.css'

const VALID_CARDS = { one: 'poprawną fiszkę', few: 'poprawne fiszki', many: 'poprawnych fiszek' }

/** /produkt/fiszki/{deckId}/import: a file or pasted text from Anki or Quizlet, checked per row. */
export function ImportPage({ userId, deckId }: { userId: string; deckId: string }) {
  const { data: deck } = useSuspenseQuery(deckQuery(userId, deckId))
  const importCards = useImportCards(userId)
  const [text, setText] = useState<string | null>(null)
  const [choice, setChoice] = useState<{ options: ImportOptions; mapping: ImportMapping } | null>(
    null,
  )
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null)
  const [skipDuplicates, setSkipDuplicates] = useState(true)
  // One key per chunk for this reading of the file: a retry after a failure repeats, never doubles.
  const keys = useRef<{ rows: unknown; keys: string[] }>({ rows: null, keys: [] })
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)

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
  const chunks = Math.ceil(rows.length / LIMITS.importChunkRows)
  const start = async () => {
    setFailure(null)
    if (keys.current.rows !== rows)
      keys.current = { rows, keys: Array.from({ length: chunks }, newIdempotencyKey) }
    const total: ImportResult = { created: 0, rejected: [] }
    try {
      for (let index = 0; index < chunks; index++) {
        const chunk = rows.slice(
          index * LIMITS.importChunkRows,
          (index + 1) * LIMITS.importChunkRows,
        )
        const { body } = await importCards.mutateAsync({
          params: { id: deckId },
          headers: { 'idempotency-key': keys.current.keys[index] ?? newIdempotencyKey() },
          body: {
            skipDuplicates,
            rows: chunk.map(({ row, front, back, tags }) => ({ row, front, back, tags })),
          },
        })
        total.created += body.created
        total.rejected.push(...body.rejected)
      }
      setResult(total)
    } catch (error) {
      setFailure(`${toApiError(error).message} Nic nie przepadło: spróbuj ponownie.`)
    }
  }

  if (result) return <ImportSummary deck={deck} result={result} />

  const columns = analysis
    ? Array.from({ length: analysis.columnCount }, (_, index) => {
        const name = analysis.header?.[index]
        return name ? `Kolumna ${index + 1} (${name})` : `Kolumna ${index + 1}`
      })
    : []
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
      {analysis && text !== null && (
        <>
          <ImportOptionsForm
            options={choice?.options ?? analysis.options}
            mapping={choice?.mapping ?? analysis.mapping}
            columns={columns}
            onChange={(options, mapping) => setChoice({ options, mapping })}
          />
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
              busy={importCards.isPending}
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
