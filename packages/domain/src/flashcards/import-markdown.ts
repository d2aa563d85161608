/**
 * Anki's HTML fields as the Markdown our cards are shown with (decision 0144), without a DOM:
 * bold, italics, code, line breaks and lists keep their look instead of being flattened. The
 * renderer is CommonMark with raw HTML disabled, so a tag this misses shows as text and never runs.
 */
import { BLOCK_TAGS, decodeEntities, tidy, walkAnkiHtml } from './import-html'

// Inline tags and the Markdown around their text; code spans are fenced separately.
const EMPHASIS: Record<string, string> = { b: '**', strong: '**', i: '*', em: '*' }
// Block tags that end a paragraph; the other block tags (div, dt, dd, tr…) only end a line.
const PARAGRAPH_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'address',
  'hr',
  'table',
  'dl',
])
// CommonMark's hard line break that survives editors trimming trailing spaces.
const HARD_BREAK = '\\\n'

interface Open {
  tag: string
  /** Where the tag's text starts in the output; -1 until text comes. */
  start: number
}

interface List {
  ordered: boolean
  next: number
  /** Spaces before this list's markers: nested lists sit under their item's text. */
  indent: string
  /** Width of the current item's marker, for a list nested in it. */
  markerWidth: number
}

/** Markdown of an Anki HTML field, with a warning for each kind of media it drops. */
export function ankiHtmlToMarkdown(html: string): { text: string; warnings: string[] } {
  const warnings = new Set<string>()
  const writer = new MarkdownWriter()
  walkAnkiHtml(html, warnings, (token) => {
    if ('text' in token) writer.text(decodeEntities(token.text))
    else writer.tag(token.tag, token.closing)
  })
  return { text: tidy(writer.out), warnings: [...warnings] }
}

/** Builds the Markdown as tags and text come; breaks wait for the next text, so none trail. */
class MarkdownWriter {
  out = ''
  private lines = 0
  private paragraph = false
  private item: string | null = null
  private readonly open: Open[] = []
  private readonly lists: List[] = []
  private pre = 0
  private preStart = 0

  text(text: string) {
    if (this.pre > 0) {
      this.out += text
      return
    }
    const pending = this.lines > 0 || this.paragraph || this.item !== null
    // Whitespace between blocks (or before any text) is not text; between words it is.
    if ((pending || this.out === '') && text.trim() === '') return
    this.flush()
    this.out += pending ? text.replace(/^\s+/, '') : text
  }

  tag(name: string, closing: boolean) {
    if (this.pre > 0 && name !== 'pre') {
      if (name === 'br' || (BLOCK_TAGS.has(name) && !closing)) this.lineInPre()
      return
    }
    if (name === 'br') this.lines++
    else if (name === 'pre') this.preTag(closing)
    else if (name === 'ul' || name === 'ol') this.listTag(name === 'ol', closing)
    else if (name === 'li') this.itemTag(closing)
    else if (name === 'code' || name in EMPHASIS) this.inlineTag(name, closing)
    else if (PARAGRAPH_TAGS.has(name)) this.paragraph = true
    else if (BLOCK_TAGS.has(name) && this.lines === 0 && this.out !== '') this.lines = 1
  }

  /** Writes the break the tags so far asked for, then lets waiting inline tags start here. */
  private flush() {
    const pending = this.lines > 0 || this.paragraph || this.item !== null
    if (pending && this.out !== '') {
      this.out = this.out.replace(/\s+$/, '')
      if (this.item !== null) this.out += this.paragraph ? '\n\n' : '\n'
      else if (this.paragraph || this.lines >= 2) this.out += '\n\n'
      else this.out += HARD_BREAK
    }
    if (this.item !== null) this.out += this.item
    this.lines = 0
    this.paragraph = false
    this.item = null
    for (const open of this.open) if (open.start === -1) open.start = this.out.length
  }

  private lineInPre() {
    if (!this.out.endsWith('\n')) this.out += '\n'
  }

  private preTag(closing: boolean) {
    if (!closing) {
      if (this.pre++ > 0) return
      this.paragraph = true
      this.flush()
      this.preStart = this.out.length
      return
    }
    if (this.pre === 0 || --this.pre > 0) return
    const start = this.preStart
    const body = this.out.slice(start).replace(/^\n+|\s+$/g, '')
    const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length))
    const fence = '`'.repeat(longest + 1)
    this.out = `${this.out.slice(0, start)}${fence}\n${body}\n${fence}`
    this.paragraph = true
  }

  private listTag(ordered: boolean, closing: boolean) {
    if (closing) {
      this.lists.pop()
      if (this.lists.length === 0) this.paragraph = true
      return
    }
    const parent = this.lists.at(-1)
    const indent = parent ? parent.indent + ' '.repeat(parent.markerWidth) : ''
    if (!parent) this.paragraph = true
    this.lists.push({ ordered, next: 1, indent, markerWidth: 2 })
  }

  private itemTag(closing: boolean) {
    if (closing) return
    const list = this.lists.at(-1)
    const marker = list?.ordered ? `${list.next++}. ` : '- '
    if (list) list.markerWidth = marker.length
    this.item = (list?.indent ?? '') + marker
  }

  private inlineTag(name: string, closing: boolean) {
    const inCode = this.open.some((open) => open.tag === 'code')
    if (!closing) {
      this.open.push({ tag: name, start: -1 })
      return
    }
    let at = this.open.length - 1
    while (at >= 0 && this.open[at]?.tag !== name) at--
    if (at === -1) return
    const [open] = this.open.splice(at)
    if (!open || open.start === -1) return
    const inner = this.out.slice(open.start)
    const core = inner.trim()
    // Markers cannot span paragraphs; nothing to mark when empty or already marked so.
    if (core === '' || core.includes('\n\n') || core.includes('```')) return
    const lead = inner.slice(0, inner.length - inner.trimStart().length)
    const trail = inner.slice(inner.trimEnd().length)
    let marked: string
    if (name === 'code') {
      const text = core.replaceAll(HARD_BREAK, '\n')
      const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
      const fence = '`'.repeat(longest + 1)
      const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
      marked = `${fence}${pad}${text}${pad}${fence}`
    } else {
      const marker = EMPHASIS[name] ?? ''
      const nested = this.open.some((other) => EMPHASIS[other.tag] === marker)
      if (inCode || nested) return
      marked = `${marker}${core}${marker}`
    }
    this.out = `${this.out.slice(0, open.start)}${lead}${marked}${trail}`
  }
}
