import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Each component imports the stylesheets that define the classes it uses. The production build
 * bundles every stylesheet into one file, which hides a missing import; the development server
 * injects a stylesheet only when a module imports it, so a component opened on its own (the card
 * editor on a deck page, issue 'House in order' §6) would show unstyled there.
 */
const SRC = import.meta.dirname

const filesOf = (dir: string, ending: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(path, ending)
    return entry.name.endsWith(ending) ? [path] : []
  })

/** A stylesheet and every stylesheet of the app it `@import`s, transitively. */
function withImports(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into
  into.add(file)
  const text = readFileSync(file, 'utf8')
  // Only the app's own stylesheets: a package's or a generated one (the font) defines no classes.
  for (const [, path] of text.matchAll(/@import\s+['"](\.{1,2}\/[^'"]+)['"]/g))
    withImports(join(dirname(file), path!), into)
  return into
}

/**
 * Class name → the stylesheets defining it: where it starts a selector. `.card .summary` styles
 * `.summary` inside a card, which is the card's stylesheet's business, not the summary's.
 */
const definedIn = new Map<string, Set<string>>()
for (const file of filesOf(SRC, '.css')) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, selectors] of text.matchAll(/(?:^|[{};])\s*([^{};@]+)\{/g)) {
    for (const selector of selectors!.split(',')) {
      const name = /^\s*\.([a-zA-Z][\w-]*)/.exec(selector)?.[1]
      if (name) definedIn.set(name, (definedIn.get(name) ?? new Set()).add(file))
    }
  }
}
const everywhere = withImports(join(SRC, 'styles.css'))

/** Class names written literally in `className`, including inside template strings. */
function classesOf(source: string): Set<string> {
  const names = new Set<string>()
  const values = source.matchAll(/className=(?:"([^"]+)"|\{`([^`]+)`\}|\{[^}]*?'([^']+)')/g)
  for (const match of values) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ')
    for (const name of value.split(/\s+/)) if (name) names.add(name)
  }
  return names
}

function missingImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const imported = new Set<string>()
  for (const [, path] of source.matchAll(/import '([^']+\.css)'/g))
    withImports(join(dirname(file), path!), imported)
  return [...classesOf(source)].filter((name) => {
    const sheets = definedIn.get(name)
    if (!sheets) return false
    return ![...sheets].some((sheet) => everywhere.has(sheet) || imported.has(sheet))
  })
}

describe('stylesheet imports', () => {
  it('every component imports the stylesheets of the classes it uses', () => {
    const components = filesOf(SRC, '.tsx').filter((file) => !file.includes('.test.'))
    expect(components.length).toBeGreaterThan(100)
    const missing = components.flatMap((file) =>
      missingImports(file).map((name) => `${relative(SRC, file)}: .${name}`),
    )
    expect(missing).toEqual([])
  })
})
