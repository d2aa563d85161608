import { importRowMessage, type PreviewRow } from '@app/domain/flashcards/import-map'
import './import.css'

const PROBLEMS_SHOWN = 100
const SAMPLE_ROWS = 10

/** Rows that will be imported: no error, and no duplicate unless duplicates are kept. */
export function importableRows(rows: readonly PreviewRow[], skipDuplicates: boolean) {
  return rows.filter((row) => row.error === null && !(skipDuplicates && row.duplicateOf !== null))
}

/** What the file gives: counts, every row with a problem ('Wiersz 12: brak odpowiedzi'), a sample. */
export function ImportPreview({
  rows,
  skipDuplicates,
}: {
  rows: readonly PreviewRow[]
  skipDuplicates: boolean
}) {
  const errors = rows.filter((row) => row.error !== null)
  const duplicates = rows.filter((row) => row.error === null && row.duplicateOf !== null)
  const problems = rows.flatMap((row) =>
    row.error !== null
      ? [{ row: row.row, text: importRowMessage(row.row, row.error), error: true }]
      : row.warnings.map((warning) => ({
          row: row.row,
          text: importRowMessage(row.row, warning),
          error: false,
        })),
  )
  const sample = importableRows(rows, skipDuplicates).slice(0, SAMPLE_ROWS)

  return (
    <section className="import-preview" aria-labelledby="import-preview-heading">
      <h2 id="import-preview-heading">Podgląd</h2>
      <p role="status">
        Wierszy: {rows.length} · poprawnych: {rows.length - errors.length} · z błędami:{' '}
        {errors.length} · duplikatów: {duplicates.length}
      </p>
      {problems.length > 0 && (
        <>
          <h3>Do sprawdzenia</h3>
          <ul className="import-problems">
            {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={problem.text} className={problem.error ? 'import-problem-error' : undefined}>
                {problem.text}
              </li>
            ))}
          </ul>
          {problems.length > PROBLEMS_SHOWN && <p>…i {problems.length - PROBLEMS_SHOWN} więcej.</p>}
        </>
      )}
      {sample.length > 0 && (
        <div className="import-sample">
          <table>
            <caption>Pierwsze fiszki z pliku</caption>
            <thead>
              <tr>
                <th scope="col">Wiersz</th>
                <th scope="col">Przód</th>
                <th scope="col">Tył</th>
                <th scope="col">Tagi</th>
              </tr>
            </thead>
            <tbody>
              {sample.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.front}</td>
                  <td>{row.back}</td>
                  <td>{row.tags.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
