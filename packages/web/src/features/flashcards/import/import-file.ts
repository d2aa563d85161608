import { LIMITS } from '@app/contract/limits'

/** Why a file cannot be imported, said before anything is read or sent. */
export const IMPORT_FILE_TEXT = {
  tooBig: 'Plik jest za duży: najwyżej 1 MB.',
  notText: 'To nie jest plik tekstowy. Wyeksportuj fiszki jako tekst (TXT, CSV lub TSV).',
  tooManyRows: `Plik ma więcej niż ${LIMITS.importRowsMax} wierszy. Podziel go na mniejsze części.`,
  empty: 'Plik jest pusty.',
} as const

/** Control characters other than tab and line breaks: a binary file, not text. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000E-\u001F]/

/** Checks a file's size and that it is text; its text, or the reason it cannot be imported. */
export async function readImportFile(file: Blob): Promise<{ text: string } | { error: string }> {
  if (file.size > LIMITS.importFileBytesMax) return { error: IMPORT_FILE_TEXT.tooBig }
  if (file.size === 0) return { error: IMPORT_FILE_TEXT.empty }
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { error: IMPORT_FILE_TEXT.notText }
  }
  return checkImportText(text)
}

/** A pasted or read text: not binary, not over the row limit. */
export function checkImportText(text: string): { text: string } | { error: string } {
  if (BINARY.test(text.slice(0, 65_536))) return { error: IMPORT_FILE_TEXT.notText }
  if (text.trim() === '') return { error: IMPORT_FILE_TEXT.empty }
  if (text.length > LIMITS.importFileBytesMax) return { error: IMPORT_FILE_TEXT.tooBig }
  let lines = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++
  // Header lines and a trailing newline come on top of the cards.
  if (lines > LIMITS.importRowsMax + 20) return { error: IMPORT_FILE_TEXT.tooManyRows }
  return { text }
}
