import type { ParentLinkRecord } from './parent-links.types'
import { seedParentLinks } from './seed/parent-links'

export type { ParentLinkRecord } from './parent-links.types'

/**
 * The parent panel's links (decision 0196): each parent's request to each child, the parents'
 * validate-child calls per Warsaw day (the daily limit) and when each parent's digest last went.
 * A pair has one record: asking again after a refusal or expiry replaces it.
 */
export class ParentLinksRepository {
  private links = new Map<string, ParentLinkRecord>()
  private requestsToday = new Map<string, { day: string; count: number }>()
  private digestSentAt = new Map<string, string>()

  constructor() {
    this.reset()
  }

  reset() {
    this.links = new Map(seedParentLinks().map((link) => [link.id, link]))
    this.requestsToday.clear()
    this.digestSentAt.clear()
  }

  byId(id: string): ParentLinkRecord | undefined {
    return this.links.get(id)
  }

  all(): ParentLinkRecord[] {
    return [...this.links.values()]
  }

  /** The parent's requests, in the order made. */
  ofParent(parentId: string): ParentLinkRecord[] {
    return this.all().filter((link) => link.parentId === parentId)
  }

  /** The requests to the child, in the order made. */
  ofChild(childId: string): ParentLinkRecord[] {
    return this.all().filter((link) => link.childId === childId)
  }

  between(parentId: string, childId: string): ParentLinkRecord | undefined {
    return this.all().find((link) => link.parentId === parentId && link.childId === childId)
  }

  /** The children who agreed, in the order asked (whoami's `children`). */
  activeChildIds(parentId: string): string[] {
    return this.ofParent(parentId)
      .filter((link) => link.status === 'ACTIVE')
      .map((link) => link.childId)
  }

  /** The parents with at least one child who agreed. */
  parentsWithActiveChildren(): string[] {
    return [...new Set(this.all().flatMap((l) => (l.status === 'ACTIVE' ? [l.parentId] : [])))]
  }

  /** Stores a new request; the pair's earlier one (refused or expired) goes. */
  add(link: ParentLinkRecord): ParentLinkRecord {
    const earlier = this.between(link.parentId, link.childId)
    if (earlier) this.links.delete(earlier.id)
    this.links.set(link.id, { ...link })
    return link
  }

  update(link: ParentLinkRecord, changes: Partial<Omit<ParentLinkRecord, 'id'>>) {
    const next = { ...link, ...changes }
    this.links.set(link.id, next)
    return next
  }

  remove(id: string) {
    this.links.delete(id)
  }

  /** Counts a validate-child call of the parent on a Warsaw day; the count so far, this one in. */
  countRequest(parentId: string, day: string): number {
    const seen = this.requestsToday.get(parentId)
    const count = seen?.day === day ? seen.count + 1 : 1
    this.requestsToday.set(parentId, { day, count })
    return count
  }

  lastDigest(parentId: string): string | null {
    return this.digestSentAt.get(parentId) ?? null
  }

  markDigest(parentId: string, at: string) {
    this.digestSentAt.set(parentId, at)
  }

  /** Every link the user is in, on either side, and what it kept about them; the removed links. */
  deleteUser(userId: string): ParentLinkRecord[] {
    const gone = this.all().filter((link) => link.parentId === userId || link.childId === userId)
    for (const link of gone) this.links.delete(link.id)
    this.requestsToday.delete(userId)
    this.digestSentAt.delete(userId)
    return gone
  }
}
