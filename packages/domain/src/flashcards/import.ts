/**
 * Reading a flashcard file (decision 0129): Anki's "Notes in Plain Text", Quizlet's export and
 * CSV/TSV (ours included). Pure JavaScript, so it runs in Node and in a web worker. The rows are
 * checked as cards by mapImportRows (flashcards-import-map.ts).
 */
import Papa from 'papaparse'
import { ANKI_KEYS, HTML_HINT, ankiMeta, ankiOptions } from './import-anki'
import { EXPORT_COLUMNS, unescapeFormula } from './import-export'

export { ankiHtmlToText, IMPORT_WARNINGS } from './import-html'
export { ankiHtmlToMarkdown } from './import-markdown'
export { EXPORT_COLUMNS, escapeFormula, exportCards, unescapeFormula } from './import-export'
export {
  IMPORT_TEXT,
  importRowMessage,
  mapImportRows,
  normalizeFront,
  suggestMapping,
  type ImportMapping,
  type PreviewRow,
} from './import-map'

export type ImportSource = 'anki' | 'quizlet' | 'csv'

/** How to read a file; detectImportFormat guesses, the user may change any of it. */
export interface ImportOptions {
  source: ImportSource
  /** Between a card's cells: '\t', ',', ';', '|', ' ', ':' or any text (Quizlet's custom). */
  fieldSeparator: string
  /** Between cards: a line break, or any text (Quizlet's ';' or custom). */
  cardSeparator: 'newline' | string
  /** Cells hold HTML (Anki's '#html:true'): they are turned into plain text. */
  html: boolean
  /** 0-based column of space-separated tags (Anki's '#tags column:3' is 2), or null. */
  tagsColumn: number | null
  /** 0-based columns Anki fills with the note type and the deck: not card text. */
  notetypeColumn?: number | null
  deckColumn?: number | null
  /** 0-based column of Anki's note GUID: never card text, kept so a re-import updates the card. */
  guidColumn?: number | null
  /** Tags Anki's '#tags:' line gives every note. */
  globalTags?: string[]
  /** With a deck column: one of our decks per Anki deck; otherwise all into the chosen deck. */
  splitDecks?: boolean
  /** The first row names the columns and is not a card. */
  hasHeader?: boolean
  /** The file is our own export: the "'" put before formula-like cells is removed. */
  ourExport?: boolean
}

export interface ParsedRow {
  /**
   * Where the card starts: its 1-based line in the file, header lines counted. With a custom card
   * separator (no lines to speak of) the card's 1-based ordinal.
   */
  row: number
  cells: string[]
  /** The row could not be read as written (an unclosed quote). */
  error?: string
}

export interface ParsedImport {
  rows: ParsedRow[]
  /** Column names: the header row, Anki's '#columns:' line, or null. */
  header: string[] | null
}

// Header names users give their columns, in lower case.
const HEADER_NAMES = new Set([
  ...EXPORT_COLUMNS,
  'przod',
  'tyl',
  'tagi',
  'pytanie',
  'odpowiedź',
  'odpowiedz',
  'pojęcie',
  'definicja',
  'front',
  'back',
  'tags',
  'question',
  'answer',
  'term',
  'definition',
])
const UNCLOSED_QUOTE = 'niezamknięty cudzysłów'
const SAMPLE_LINES = 50

const normalise = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')

/** A guess at how the file is written; the preview shows it and the user may correct it. */
export function detectImportFormat(text: string): ImportOptions {
  const normalised = normalise(text)
  if (ANKI_KEYS.test(normalised)) return ankiOptions(normalised)
  const sample = normalised.split('\n', SAMPLE_LINES).filter((line) => line.trim() !== '')
  const first = sample[0] ?? ''
  const html = HTML_HINT.test(normalised.slice(0, 20_000))
  for (const separator of [',', '\t']) {
    if (first === EXPORT_COLUMNS.join(separator)) {
      const base = { source: 'csv', fieldSeparator: separator, cardSeparator: 'newline' } as const
      return { ...base, html: false, tagsColumn: 2, hasHeader: true, ourExport: true }
    }
  }
  // Quizlet's "term;definition;…" on one line: cards separated by ';', terms by a tab or ','.
  if (sample.length === 1 && (first.match(/;/g)?.length ?? 0) >= 2) {
    const fieldSeparator = first.includes('\t') ? '\t' : ','
    return { source: 'quizlet', fieldSeparator, cardSeparator: ';', html: false, tagsColumn: null }
  }
  const fieldSeparator = guessSeparator(sample)
  const cells = first.split(fieldSeparator).map((cell) => cell.trim().toLowerCase())
  const hasHeader = cells.length > 1 && cells.every((cell) => HEADER_NAMES.has(cell))
  const tagsAt = hasHeader ? cells.findIndex((cell) => cell === 'tagi' || cell === 'tags') : -1
  // A quoted cell needs a CSV reader; Quizlet never quotes.
  const quoted = sample.some((line) => line.startsWith('"') || line.includes(`${fieldSeparator}"`))
  return {
    source: quoted || hasHeader ? 'csv' : 'quizlet',
    fieldSeparator,
    cardSeparator: 'newline',
    html,
    tagsColumn: tagsAt === -1 ? null : tagsAt,
    hasHeader,
  }
}

/** The candidate found on most sample lines (tab on a tie or when none is found). */
function guessSeparator(lines: string[]): string {
  let best = '\t'
  let bestLines = 0
  for (const candidate of ['\t', ',', ';', '|']) {
    const count = lines.filter((line) => line.includes(candidate)).length
    if (count > bestLines) {
      best = candidate
      bestLines = count
    }
  }
  return best
}

/** The file's cards as cells, with the line each starts on; empty rows and meta lines skipped. */
export function parseImport(text: string, options: ImportOptions): ParsedImport {
  const normalised = normalise(text)
  let body = normalised
  let firstLine = 1
  let header: string[] | null = null
  if (options.source === 'anki') {
    const { meta, lines, bodyStart } = ankiMeta(normalised)
    body = normalised.slice(bodyStart)
    firstLine = lines + 1
    const columns = meta.get('columns')
    if (columns !== undefined) header = columns.split(options.fieldSeparator).map((c) => c.trim())
  }
  const plain = options.source === 'quizlet' || options.cardSeparator !== 'newline'
  let rows = plain ? splitPlain(body, options, firstLine) : splitCsv(body, options, firstLine)
  rows = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  if (options.hasHeader && rows.length > 0) {
    header = rows[0]?.cells.map((cell) => cell.trim()) ?? null
    rows = rows.slice(1)
  }
  if (options.ourExport) {
    for (const row of rows) row.cells = row.cells.map(unescapeFormula)
  }
  return { rows, header }
}

/** Without quoting: Quizlet's export, or any custom card separator. */
function splitPlain(body: string, options: ImportOptions, firstLine: number): ParsedRow[] {
  const newline = options.cardSeparator === 'newline'
  const cards = body.split(newline ? '\n' : options.cardSeparator)
  return cards.map((card, index) => ({
    row: newline ? firstLine + index : index + 1,
    cells: options.fieldSeparator === '' ? [card] : card.split(options.fieldSeparator),
  }))
}

/** RFC 4180 with the chosen separator: quoted cells may hold separators, newlines and "". */
function splitCsv(body: string, options: ImportOptions, firstLine: number): ParsedRow[] {
  const rows: ParsedRow[] = []
  let line = firstLine
  let counted = 0
  let rowStart = 0
  Papa.parse<string[]>(body, {
    delimiter: options.fieldSeparator || '\t',
    newline: '\n',
    quoteChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      // Lines before this row: count the line breaks since the last row started.
      for (let i = counted; i < rowStart; i++) if (body.charCodeAt(i) === 10) line++
      counted = rowStart
      const row: ParsedRow = { row: line, cells: result.data }
      if (result.errors.some((error) => error.type === 'Quotes')) row.error = UNCLOSED_QUOTE
      rows.push(row)
      rowStart = result.meta.cursor
    },
  })
  return rows
}
