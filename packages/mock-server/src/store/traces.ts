import { randomUUID } from 'node:crypto'
import type { Trace, TraceInput } from '@app/contract/trace'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedTraces } from './seed/traces'

const newestFirst = (a: Trace, b: Trace) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id)

export class TracesRepository {
  /** Traces by their Europe/Warsaw day, each day newest first. */
  private byDay = new Map<string, Trace[]>()

  constructor() {
    this.reset()
  }

  reset() {
    this.byDay.clear()
    for (const trace of seedTraces) this.insert(structuredClone(trace))
  }

  add(input: TraceInput, userId: string | null, now: Date): Trace {
    const trace: Trace = { ...input, id: randomUUID(), createdAt: now.toISOString(), userId }
    this.insert(trace)
    return trace
  }

  /** Traces created on a Warsaw calendar day ('yyyy-mm-dd'), newest first. */
  forDay(dateKey: string): readonly Trace[] {
    return this.byDay.get(dateKey) ?? []
  }

  private insert(trace: Trace) {
    const day = toWarsawDateKey(new Date(trace.createdAt))
    const list = this.byDay.get(day) ?? []
    list.push(trace)
    list.sort(newestFirst)
    this.byDay.set(day, list)
  }
}
