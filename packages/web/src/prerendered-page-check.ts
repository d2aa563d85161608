import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'

/** The text of some HTML: tags and React's text separators (`<!-- -->`) left out. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim()

/**
 * Why a prerendered page's HTML must not be published, or null when it may: its `<main>` must
 * hold the page's one h1, and that must not be the not-found page's (a page renamed or removed
 * while still listed would otherwise be published as "not found" under its old path).
 * Plain string work: scripts/prerender.ts runs it on every page it writes.
 */
export function prerenderedPageProblem(html: string): string | null {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1]
  if (main === undefined) return 'it has no <main>'
  const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    textOf(inner ?? ''),
  )
  if (headings.length !== 1) return `it has ${headings.length} h1 headings instead of one`
  if (headings[0] === NOT_FOUND_MESSAGE) return 'it is the not-found page'
  if (headings[0] === '') return 'its h1 is empty'
  return null
}
