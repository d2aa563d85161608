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

  /** Reviewed; a chat crisis flag loses its text then (decision 0156). */
  markReviewed(record: Diagnostic): Diagnostic {
    record.reviewed = true
    if (record.category === 'CHAT_SAFETY') record.message = ''
    return record
  }

  /** Erases a record's text, keeping its ids, category and time (a chat flag's 30 days). */
  eraseText(id: string) {
    const record = this.records.get(id)
    if (record) record.message = ''
  }

  /** Erases the text of the user's chat crisis flags (account deletion). */
  eraseChatSafetyOf(userId: string) {
    for (const record of this.records.values())
      if (record.userId === userId && record.category === 'CHAT_SAFETY') record.message = ''
  }
}
