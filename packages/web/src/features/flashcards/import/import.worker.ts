/// <reference lib="webworker" />
import {
  detectImportFormat,
  mapImportRows,
  parseImport,
  suggestMapping,
} from '@app/domain/flashcards/import'
import type { AnalyseRequest, ImportAnalysis } from './analyse'

/** Parses and checks an import off the main thread (see analyse.ts). */
self.addEventListener('message', (event: MessageEvent<AnalyseRequest & { id: number }>) => {
  const { id, text, options: given, mapping: chosen } = event.data
  const options = given ?? detectImportFormat(text)
  const parsed = parseImport(text, options)
  const columnCount = Math.max(0, ...parsed.rows.map((row) => row.cells.length))
  const mapping = chosen ?? suggestMapping(options, columnCount, parsed.header)
  // Duplicates in the deck are found by the server, which reports them per row.
  const rows = mapImportRows(parsed.rows, mapping, {
    html: options.html,
    existingFronts: [],
    splitDecks: options.splitDecks,
    globalTags: options.globalTags,
  })
  const answer: ImportAnalysis & { id: number } = {
    id,
    options,
    mapping,
    header: parsed.header,
    columnCount,
    rows,
  }
  self.postMessage(answer)
})
