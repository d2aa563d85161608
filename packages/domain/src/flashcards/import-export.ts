/**
 * The deck as a CSV or TSV file (decision 0129), safe to open in a spreadsheet and read back by
 * our import exactly as it was.
 */
import Papa from 'papaparse'

/** Our header row: the import knows a file by it and undoes the formula escaping. */
export const EXPORT_COLUMNS = ['przód', 'tył', 'tagi'] as const

// A spreadsheet runs a cell starting with these as a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/
// The apostrophe that neutralises them is escaped too, so removing it again is unambiguous.
const ESCAPED_START = /^'[=+\-@\t\r']/

/** "'" before a cell a spreadsheet would run as a formula, and before a leading "'". */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) || cell.startsWith("'") ? `'${cell}` : cell
}

/** The inverse of escapeFormula. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_START.test(cell) ? cell.slice(1) : cell
}

/**
 * The file's text: a BOM (so spreadsheets read UTF-8), our header, one card a row, tags joined
 * with spaces (a space inside a tag becomes '_', as tags are in Anki), CRLF line ends.
 */
export function exportCards(
  cards: ReadonlyArray<{ front: string; back: string; tags: readonly string[] }>,
  format: 'csv' | 'tsv',
): string {
  const rows = [
    [...EXPORT_COLUMNS],
    ...cards.map((card) => [
      card.front,
      card.back,
      card.tags.map((tag) => tag.trim().replace(/\s+/g, '_')).join(' '),
    ]),
  ].map((row) => row.map(escapeFormula))
  const text = Papa.unparse(rows, {
    delimiter: format === 'csv' ? ',' : '\t',
    newline: '\r\n',
    quotes: false,
    escapeFormulae: false,
  })
  return `\uFEFF${text}\r\n`
}
