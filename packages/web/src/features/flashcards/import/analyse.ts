import type { ImportMapping, ImportOptions, PreviewRow } from '@app/domain/flashcards/import'

/** What the worker answers: how it read the file and every row as the card it would make. */
export interface ImportAnalysis {
  options: ImportOptions
  mapping: ImportMapping
  header: string[] | null
  columnCount: number
  rows: PreviewRow[]
}

export interface AnalyseRequest {
  text: string
  /** Null: detect them. */
  options: ImportOptions | null
  /** Null: suggest one from the columns. */
  mapping: ImportMapping | null
}

let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, (analysis: ImportAnalysis) => void>()

/**
 * Reads a pasted text or file off the main thread (papaparse in a worker, loaded only by the
 * import page), so a 5000-row file never freezes the page.
 */
export function analyseImport(request: AnalyseRequest): Promise<ImportAnalysis> {
  worker ??= createWorker()
  const id = ++nextId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    worker?.postMessage({ id, ...request })
  })
}

function createWorker(): Worker {
  const created = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' })
  created.addEventListener('message', (event: MessageEvent<{ id: number } & ImportAnalysis>) => {
    const { id, ...analysis } = event.data
    waiting.get(id)?.(analysis)
    waiting.delete(id)
  })
  return created
}
