/**
 * What the first download is made of: each package's share, then which of the app's own modules
 * are in it (by area, then the feature and domain modules one by one). Route
 * definitions (params, search, loaders) stay in the entry; their components do not. A feature's
 * component or page model appearing here means a route definition imports it (e.g. a search codec
 * kept beside page copy): move what the definition needs into a plain module of its own.
 * Builds a source-mapped copy of the bundle into a temporary folder; raw (not gzip) bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { build } from 'vite'

const root = join(import.meta.dirname, '..')
const outDir = mkdtempSync(join(tmpdir(), 'entry-modules-'))

try {
  await build({
    root,
    configLoader: 'runner',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  })
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('No entry chunk in the manifest')
  const bytes = bytesBySource(join(outDir, entry.file))

  const byPackage = new Map<string, number>()
  for (const [source, size] of bytes) {
    const name = packageOf(source)
    byPackage.set(name, (byPackage.get(name) ?? 0) + size)
  }
  console.log('The first download by package (KB raw; the app\'s own code is "app"):')
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(6)}  ${name}`)
  }

  const app = [...bytes].filter(([source]) => !source.includes('node_modules'))
  const byArea = new Map<string, number>()
  for (const [source, size] of app)
    byArea.set(areaOf(source), (byArea.get(areaOf(source)) ?? 0) + size)
  const total = app.reduce((sum, [, size]) => sum + size, 0)
  console.log(`\nThe app's own code in the first download: ${kb(total)} KB raw, by area:`)
  for (const [area, size] of [...byArea].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(6)}  ${area}`)
  }
  const features = app
    .filter(([source]) => source.includes('/web/src/features/'))
    .sort((a, b) => b[1] - a[1])
  console.log('Feature modules in the first download (the home page and the shell belong here):')
  for (const [source, size] of features) {
    console.log(`  ${kb(size).padStart(6)}  ${source.replace(/^.*\/web\/src\//, '')}`)
  }
  const domain = app
    .filter(([source]) => source.includes('/packages/domain/'))
    .sort((a, b) => b[1] - a[1])
  console.log('Domain modules in the first download:')
  for (const [source, size] of domain) {
    console.log(`  ${kb(size).padStart(6)}  ${source.replace(/^.*\/domain\/src\//, '')}`)
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}

/** Bytes of the generated file attributed to each original source by the source map. */
function bytesBySource(file: string): Map<string, number> {
  const lines = readFileSync(file, 'utf8').split('\n')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap)
  const sizes = new Map<string, number>()
  let last: { line: number; column: number; source: string } | null = null
  const count = (end: { line: number; column: number }) => {
    if (!last) return
    const length =
      end.line === last.line
        ? end.column - last.column
        : (lines[last.line - 1]?.length ?? 0) - last.column
    sizes.set(last.source, (sizes.get(last.source) ?? 0) + length)
  }
  map.eachMapping((mapping) => {
    count({ line: mapping.generatedLine, column: mapping.generatedColumn })
    last = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      // Code the bundler wrote itself (e.g. the production contract table, the preload helper).
      source: mapping.source ?? '(generated)',
    }
  })
  count({ line: lines.length + 1, column: 0 })
  return sizes
}

/** 'react-dom', '@tanstack/router-core'… for a dependency's file, 'app' for the app's own. */
function packageOf(source: string): string {
  const path = source.split('node_modules/').pop() ?? ''
  return source.includes('node_modules/')
    ? (/^(@[^/]+\/[^/]+|[^/]+)/.exec(path)?.[1] ?? path)
    : 'app'
}

/** 'web/routes', 'web/features/checkout', 'domain', 'contract', '(generated)'… */
function areaOf(source: string): string {
  const web = /\/web\/src\/(features\/[^/]+|[^/]+)/.exec(source)
  if (web) return `web/${web[1]?.replace(/\.tsx?$/, '')}`
  const pkg = /\/packages\/(domain|contract)\//.exec(source)
  return pkg?.[1] ?? source
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
