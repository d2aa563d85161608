import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../fixtures'

/** Vite's manifest of the bundle the e2e run serves. */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

const dist = join(import.meta.dirname, '..', '..', 'dist')
const EDITOR_ROUTES = ['src/routes/admin/blog/dodaj.tsx', 'src/routes/admin/blog/edytuj/$uuid.tsx']

test('the editor (Tiptap) is only in the chunks of the editor routes', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const hasEditor = (key: string) =>
    readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes('ProseMirror')
  // What a route loads before it renders: its chunks and everything they import statically.
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen)
    return seen
  }

  const editorChunks = Object.keys(manifest).filter(hasEditor)
  expect(editorChunks.length).toBeGreaterThan(0)
  const routesWithEditor = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') || key === 'index.html')
    .filter((key) => [...closure(key)].some((chunk) => editorChunks.includes(chunk)))
    .map((key) => key.replace(/\?.*$/, ''))
  expect([...new Set(routesWithEditor)].sort()).toEqual([...EDITOR_ROUTES].sort())
})
