import { randomUUID } from 'node:crypto'
import type { Activation } from '@app/contract/auth'
import type { ActivationRecord, ActivationState } from './activations.types'
import { seedActivations } from './seed/activations'

export type {
  AccountActivationKind,
  ActivationKind,
  ActivationRecord,
  ActivationState,
} from './activations.types'

export class ActivationsRepository {
  private links = new Map<string, ActivationRecord>()

  constructor() {
    this.reset()
  }

  reset() {
    this.links = new Map(seedActivations().map((link) => [link.id, link]))
  }

  byId(id: string): ActivationRecord | undefined {
    return this.links.get(id)
  }

  state(link: ActivationRecord, now: Date): ActivationState {
    if (link.usedAt) return 'used'
    return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'open'
  }

  /** A new link (e.g. the mini-course access sent once a newsletter sign-up is confirmed). */
  issue(
    draft: Pick<ActivationRecord, 'kind' | 'email' | 'name' | 'productTitle'>,
    now: Date,
    ttlMs: number,
  ): ActivationRecord {
    const link: ActivationRecord = {
      ...draft,
      id: randomUUID(),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      usedAt: null,
    }
    this.links.set(link.id, link)
    return link
  }

  markUsed(link: ActivationRecord, now: Date) {
    link.usedAt = now.toISOString()
  }

  /** A consent link sent again: valid until `expiresAt` (decision 0197). */
  extend(link: ActivationRecord, expiresAt: string) {
    link.expiresAt = expiresAt
  }

  /** Forgets links (an account's deletion). */
  remove(ids: Iterable<string>) {
    for (const id of ids) this.links.delete(id)
  }

  toActivation(link: ActivationRecord): Activation {
    const { createdAt: _createdAt, usedAt: _usedAt, ...activation } = link
    return activation
  }
}
