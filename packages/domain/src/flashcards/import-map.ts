/**
 * Import rows as cards for the preview (decision 0129): each row checked as the server checks a
 * card (the contract's LIMITS), duplicates found in the file and against the deck. Anki's GUID and
 * deck columns (decision 0144) ride along as the card's external id and target deck.
 */
import { FLASHCARDS_TEXT } from '@app/contract/flashcards/text'
import { LIMITS } from '@app/contract/limits'
import type { ImportOptions, ParsedRow } from './import'
import { ankiHtmlToMarkdown } from './import-markdown'

/** Which 0-based column holds the front, the back and the space-separated tags. */
export interface ImportMapping {
  front: number
  back: number
  tags: number | null
  /** Anki's note GUID (kept as the card's external id) and deck name; never a side. */
  guid?: number | null
  deck?: number | null
}

export interface PreviewRow {
  row: number
  front: string
  back: string
  tags: string[]
  /** Why the row cannot become a card, or null. */
  error: string | null
  /** The earlier row with the same front, 'deck' when the deck has it already, or null. */
  duplicateOf: number | 'deck' | null
  /** What was dropped or noticed (media, a duplicate); the row can still be imported. */
  warnings: string[]
  /** Anki's GUID of the note: a re-import into the same deck updates its card. */
  externalId?: string
  /** The Anki deck the note is in, when the import makes one deck per Anki deck ('' for none). */
  deck?: string
}

const EXTERNAL_ID_MAX = 100

/** Row messages, shown as 'Wiersz 12: brak odpowiedzi'. */
export const IMPORT_TEXT = {
  frontRequired: 'brak pytania',
  backRequired: 'brak odpowiedzi',
  frontTooLong: `za długi przód (najwyżej ${LIMITS.flashcardFrontMax} znaków)`,
  backTooLong: `za długi tył (najwyżej ${LIMITS.flashcardBackMax} znaków)`,
  tagTooLong: `za długi tag (najwyżej ${LIMITS.tagMax} znaków)`,
  tooManyTags: `za dużo tagów (najwyżej ${LIMITS.flashcardTagsMax})`,
  columns: 'zła liczba kolumn',
  duplicateInFile: FLASHCARDS_TEXT.duplicateInFile,
  duplicateInDeck: 'taka fiszka jest już w talii',
} as const

export const importRowMessage = (row: number, message: string) => `Wiersz ${row}: ${message}`

/** The duplicate key of a front: NFC, trimmed, whitespace collapsed, case ignored. */
export function normalizeFront(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

// Header names (ours, Anki's Basic fields, Quizlet's) that say which column is which side.
const FRONT_NAMES = new Set(['przód', 'przod', 'pytanie', 'pojęcie', 'front', 'question', 'term'])
const BACK_NAMES = new Set([
  'tył',
  'tyl',
  'odpowiedź',
  'odpowiedz',
  'definicja',
  'back',
  'answer',
  'definition',
])

/** Columns Anki's directives give a meaning other than card text. */
export function metaColumns(options: ImportOptions): Set<number> {
  const columns = [
    options.tagsColumn,
    options.notetypeColumn,
    options.deckColumn,
    options.guidColumn,
  ]
  return new Set(columns.filter((column): column is number => typeof column === 'number'))
}

/**
 * Default columns: named by the header when it names the sides, else the first two that are not
 * Anki's GUID, note type, deck or tags; tags, GUID and deck from the options.
 */
export function suggestMapping(
  options: ImportOptions,
  columnCount: number,
  header: readonly string[] | null = null,
): ImportMapping {
  const meta = metaColumns(options)
  const named = (names: Set<string>) =>
    header?.findIndex(
      (name, column) => !meta.has(column) && names.has(name.trim().toLowerCase()),
    ) ?? -1
  const text: number[] = []
  for (let column = 0; column < columnCount && text.length < 2; column++) {
    if (!meta.has(column)) text.push(column)
  }
  const namedFront = named(FRONT_NAMES)
  const namedBack = named(BACK_NAMES)
  const byName = namedFront !== -1 && namedBack !== -1
  const front = byName ? namedFront : (text[0] ?? 0)
  return {
    front,
    back: byName ? namedBack : (text[1] ?? front + 1),
    tags: options.tagsColumn,
    ...(options.guidColumn != null && { guid: options.guidColumn }),
    ...(options.deckColumn != null && { deck: options.deckColumn }),
  }
}

/** The cell count most rows have (the larger on a tie): a row with another is misread. */
function usualColumnCount(rows: readonly ParsedRow[]): number {
  const counts = new Map<number, number>()
  let best = 0
  let bestRows = 0
  for (const { cells } of rows) {
    const n = (counts.get(cells.length) ?? 0) + 1
    counts.set(cells.length, n)
    if (n > bestRows || (n === bestRows && cells.length > best)) {
      best = cells.length
      bestRows = n
    }
  }
  return best
}

function cellText(cell: string | undefined, html: boolean, warnings: Set<string>): string {
  if (cell === undefined) return ''
  if (!html) return cell.trim()
  const converted = ankiHtmlToMarkdown(cell)
  for (const warning of converted.warnings) warnings.add(warning)
  return converted.text.trim()
}

function rowError(
  row: ParsedRow,
  card: { front: string; back: string; tags: string[] },
  columns: number,
  needed: number,
): string | null {
  if (row.error) return row.error
  if (row.cells.length !== columns || row.cells.length < needed) return IMPORT_TEXT.columns
  if (card.front === '') return IMPORT_TEXT.frontRequired
  if (card.back === '') return IMPORT_TEXT.backRequired
  if (card.front.length > LIMITS.flashcardFrontMax) return IMPORT_TEXT.frontTooLong
  if (card.back.length > LIMITS.flashcardBackMax) return IMPORT_TEXT.backTooLong
  if (card.tags.some((tag) => tag.length > LIMITS.tagMax)) return IMPORT_TEXT.tagTooLong
  if (card.tags.length > LIMITS.flashcardTagsMax) return IMPORT_TEXT.tooManyTags
  return null
}

/** Rows as the cards they would make, each with its error, duplicate and warnings. */
export function mapImportRows(
  rows: readonly ParsedRow[],
  mapping: ImportMapping,
  options: {
    html: boolean
    existingFronts: Iterable<string>
    /** One deck per Anki deck: duplicates count within each deck, and rows name theirs. */
    splitDecks?: boolean
    globalTags?: readonly string[]
  },
): PreviewRow[] {
  const inDeck = new Set<string>()
  for (const front of options.existingFronts) inDeck.add(normalizeFront(front))
  const seen = new Map<string, number>()
  const seenIds = new Map<string, number>()
  const columns = usualColumnCount(rows)
  const guid = mapping.guid ?? null
  const deckColumn = options.splitDecks ? (mapping.deck ?? null) : null
  const needed = Math.max(mapping.front, mapping.back, mapping.tags ?? -1, guid ?? -1) + 1
  return rows.map((row) => {
    const warnings = new Set<string>()
    const front = cellText(row.cells[mapping.front], options.html, warnings)
    const back = cellText(row.cells[mapping.back], options.html, warnings)
    const tagCell = mapping.tags === null ? '' : (row.cells[mapping.tags] ?? '')
    const rowTags = tagCell.split(/\s+/).filter((tag) => tag !== '')
    const tags = [...new Set([...(options.globalTags ?? []), ...rowTags])]
    const id = guid === null ? '' : (row.cells[guid] ?? '').trim()
    // Longer than the contract's bound (ImportRowSchema) is no Anki GUID: the card is new.
    const externalId = id.length <= EXTERNAL_ID_MAX ? id : ''
    const deck = deckColumn === null ? null : (row.cells[deckColumn] ?? '').trim()
    const error = rowError(row, { front, back, tags }, columns, needed)
    let duplicateOf: number | 'deck' | null = null
    if (error === null) {
      const key = `${deck ?? ''}\u0000${normalizeFront(front)}`
      const earlier = (externalId && seenIds.get(externalId)) || seen.get(key)
      if (deck === null && inDeck.has(normalizeFront(front))) {
        duplicateOf = 'deck'
        warnings.add(IMPORT_TEXT.duplicateInDeck)
      } else if (earlier !== undefined) {
        duplicateOf = earlier
        warnings.add(IMPORT_TEXT.duplicateInFile(earlier))
      } else {
        seen.set(key, row.row)
        if (externalId) seenIds.set(externalId, row.row)
      }
    }
    return {
      row: row.row,
      front,
      back,
      tags,
      error,
      duplicateOf,
      warnings: [...warnings],
      ...(externalId && { externalId }),
      ...(deck !== null && { deck }),
    }
  })
}
