/**
 * Anki's HTML fields as plain text (decision 0129), without a DOM: the import runs in Node tests
 * and in a web worker. The import itself keeps the formatting as Markdown (import-markdown.ts,
 * decision 0144), reusing the scanning helpers below; this plain form is for text without markup.
 */

export const IMPORT_WARNINGS = {
  sound: 'dźwięk pominięty',
  image: 'obrazek pominięty',
} as const

// Tags that end a line of text; <br> always starts a new line, these only when text precedes.
export const BLOCK_TAGS = new Set([
  'address',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'tr',
  'ul',
])
// Their content is not text.
const SKIPPED_CONTENT_TAGS = new Set(['script', 'style', 'head', 'title'])

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
  bull: '•',
  deg: '°',
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  copy: '©',
  reg: '®',
  euro: '€',
  larr: '←',
  rarr: '→',
  harr: '↔',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  sup2: '²',
  sup3: '³',
  frac12: '½',
}

const SOUND = /\[sound:[^\]]*\]/g
const TAG_NAME = /^\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/

/** A piece of an Anki HTML field: text as written (entities not decoded) or a tag. */
export type AnkiHtmlToken = { text: string } | { tag: string; closing: boolean }

/**
 * Walks an Anki HTML field in order: sound references, comments and the content of skipped tags
 * are dropped, pictures only warn, a lone '<' is text. Shared by the plain-text and the Markdown
 * readers, which differ only in what they write for each token.
 */
export function walkAnkiHtml(
  html: string,
  warnings: Set<string>,
  visit: (token: AnkiHtmlToken) => void,
): void {
  const source = html.replace(SOUND, () => {
    warnings.add(IMPORT_WARNINGS.sound)
    return ''
  })
  let skipUntil: string | null = null
  let i = 0
  while (i < source.length) {
    const lt = source.indexOf('<', i)
    const textEnd = lt === -1 ? source.length : lt
    if (skipUntil === null) visit({ text: source.slice(i, textEnd) })
    if (lt === -1) break
    if (source.startsWith('<!--', lt)) {
      const close = source.indexOf('-->', lt + 4)
      i = close === -1 ? source.length : close + 3
      continue
    }
    if (!/[a-zA-Z/!?]/.test(source[lt + 1] ?? '')) {
      // A lone '<' ('a < b'), kept as text.
      if (skipUntil === null) visit({ text: '<' })
      i = lt + 1
      continue
    }
    const end = tagEnd(source, lt + 1)
    const inside = source.slice(lt + 1, end)
    i = end + 1
    const name = TAG_NAME.exec(inside)?.[1]?.toLowerCase() ?? ''
    const closing = inside.startsWith('/')
    if (skipUntil !== null) {
      if (closing && name === skipUntil) skipUntil = null
      continue
    }
    if (SKIPPED_CONTENT_TAGS.has(name) && !closing && !inside.endsWith('/')) skipUntil = name
    else if (name === 'img') warnings.add(IMPORT_WARNINGS.image)
    else visit({ tag: name, closing })
  }
}

/** Plain text of an Anki HTML field, with a warning for each kind of media it drops. */
export function ankiHtmlToText(html: string): { text: string; warnings: string[] } {
  const warnings = new Set<string>()
  let out = ''
  walkAnkiHtml(html, warnings, (token) => {
    if ('text' in token) out += token.text
    else if (token.tag === 'br') out += '\n'
    else if (BLOCK_TAGS.has(token.tag)) {
      if (out !== '' && !out.endsWith('\n')) out += '\n'
      if (token.tag === 'li' && !token.closing) out += '- '
    }
  })
  return { text: tidy(decodeEntities(out)), warnings: [...warnings] }
}

/** Index of the '>' closing a tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null
  for (let i = from; i < html.length; i++) {
    const c = html[i]
    if (quote !== null) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '>') {
      return i
    }
  }
  return html.length
}

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X'
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return valid ? String.fromCodePoint(code) : '\uFFFD'
    }
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Anki's MathJax delimiters become ours ($…$ and $$…$$); blank lines at the ends go. */
export function tidy(text: string): string {
  return text
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, math: string) => `$${math}$`)
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, math: string) => `$$${math}$$`)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
