import { randomUUID } from 'node:crypto'
import type { Diagnostic } from '@app/contract/diagnostic'
import { seedDiagnostics } from './seed/diagnostics'

export interface DiagnosticDraft {
  category: Diagnostic['category']
  message: string
  details: string
  url: string | null
}

const newestFirst = (a: Diagnostic, b: Diagnostic) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id)

export class DiagnosticsRepository {
  private records = new Map<string, Diagnostic>()

  constructor() {
    this.reset()
  }

  reset() {
    this.records = new Map(seedDiagnostics.map((d) => [d.id, structuredClone(d)]))
  }

  /** Newest first, optionally of one category. */
  list(category?: Diagnostic['category']): Diagnostic[] {
    const all = [...this.records.values()]
    return (category ? all.filter((d) => d.category === category) : all).sort(newestFirst)
  }

  byId(id: string): Diagnostic | undefined {
    return this.records.get(id)
  }

  add(draft: DiagnosticDraft, userId: string | null, now: Date): Diagnostic {
    const record: Diagnostic = {
      ...draft,
      id: randomUUID(),
      reviewed: false,
      userId,
      createdAt: now.toISOString(),
    }
    this.records.set(record.id, record)
    return record
  }

  markReviewed(record: Diagnostic): Diagnostic {
    record.reviewed = true
    return record
  }
}
