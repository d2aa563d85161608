/**
 * The header lines of Anki's "Notes in Plain Text" (decisions 0129, 0144): '#separator:',
 * '#html:', '#guid column:', '#notetype column:', '#deck column:', '#tags column:', '#columns:' and
 * '#tags:', read as Anki's own importer reads them.
 */
import type { ImportOptions } from './import'

const ANKI_SEPARATORS: Record<string, string> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  colon: ':',
}
export const ANKI_KEYS =
  /^#(separator|html|tags|columns|notetype|deck|tags column|notetype column|deck column|guid column|match scope|if matches):/i
/** Tags or entities that say a text is HTML. */
export const HTML_HINT =
  /<(br|div|p|span|b|i|u|img|ul|ol|li|sup|sub|font|strong|em)\b[^>]*>|&(nbsp|amp|lt|gt|quot);/i
/** The meta lines at the top of an Anki file and where the cards start. */
export function ankiMeta(text: string): {
  meta: Map<string, string>
  lines: number
  bodyStart: number
} {
  const meta = new Map<string, string>()
  let offset = 0
  let lines = 0
  while (offset < text.length && text[offset] === '#') {
    const end = text.indexOf('\n', offset)
    const line = text.slice(offset, end === -1 ? text.length : end)
    const colon = line.indexOf(':')
    if (colon > 0) meta.set(line.slice(1, colon).trim().toLowerCase(), line.slice(colon + 1))
    lines++
    offset = end === -1 ? text.length : end + 1
  }
  return { meta, lines, bodyStart: offset }
}

/**
 * A directive's value as Anki reads it: a meta line exported by mistake as a row ends in
 * separators ('#html:true\t\t'), so after its first character the value stops at the first
 * character that is not a letter or digit ('#separator:,' keeps its comma).
 */
function directive(meta: Map<string, string>, key: string): string | undefined {
  const value = meta.get(key)
  if (value === undefined) return undefined
  const stop = value.slice(1).search(/[^0-9A-Za-z]/)
  return stop === -1 ? value : value.slice(0, stop + 1)
}

// Column names in '#columns:' that mean what Anki's column directives mean.
const META_COLUMN_NAMES: Record<
  string,
  'tagsColumn' | 'guidColumn' | 'deckColumn' | 'notetypeColumn'
> = {
  tags: 'tagsColumn',
  tagi: 'tagsColumn',
  guid: 'guidColumn',
  deck: 'deckColumn',
  talia: 'deckColumn',
  notetype: 'notetypeColumn',
}

/** Anki's directives (rslib/src/import_export/text/csv/metadata.rs) as our options. */
export function ankiOptions(text: string): ImportOptions {
  const { meta, bodyStart } = ankiMeta(text)
  const separatorValue = directive(meta, 'separator')
  const named = separatorValue === undefined ? undefined : separatorValue.trim().toLowerCase()
  const fieldSeparator =
    (named !== undefined && ANKI_SEPARATORS[named]) ||
    (separatorValue !== undefined && separatorValue.length === 1 ? separatorValue : '\t')
  const htmlValue = directive(meta, 'html')?.trim().toLowerCase()
  const column = (key: string) => {
    const n = Number.parseInt(directive(meta, key)?.trim() ?? '', 10)
    return Number.isInteger(n) && n > 0 ? n - 1 : null
  }
  const options: ImportOptions = {
    source: 'anki',
    fieldSeparator,
    cardSeparator: 'newline',
    html:
      htmlValue === 'true' || htmlValue === 'false'
        ? htmlValue === 'true'
        : HTML_HINT.test(text.slice(bodyStart)),
    tagsColumn: column('tags column'),
    notetypeColumn: column('notetype column'),
    deckColumn: column('deck column'),
    guidColumn: column('guid column'),
  }
  const names = meta.get('columns')?.split(fieldSeparator) ?? []
  names.forEach((name, index) => {
    const key = META_COLUMN_NAMES[name.trim().toLowerCase()]
    if (key !== undefined && options[key] === null) options[key] = index
  })
  const tags =
    meta
      .get('tags')
      ?.split(/\s+/)
      .filter((tag) => tag !== '') ?? []
  if (tags.length > 0) options.globalTags = tags
  return options
}
