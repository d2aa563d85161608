import { createHmac, randomUUID } from 'node:crypto'
import type { Features, Group, User } from '@app/contract/user'
import { deepFreeze } from './freeze'
import { defaultSettings, seedPersonas } from './seed/personas'
import type { NewUser, UserRecord } from './users.types'

export type { NewUser, StoredSettings, UserRecord } from './users.types'

/** What a self-service platform (SaaS) sign-up starts with (SPEC §4: new flow, email to verify). */
export const newPlatformAccount = () => ({
  groups: [] as Group[],
  newFlow: true,
  emailVerified: false,
  hasSolvedInitialQuiz: false,
})

/** The support widget's signed user token (SPEC §4): an HMAC of the user id. */
export const intercomToken = (userId: string) =>
  createHmac('sha256', 'mock-intercom-secret').update(userId).digest('hex')

const sameFeatures = (a: Features, b: Features) =>
  a.planner === b.planner &&
  a.dominationPlan === b.dominationPlan &&
  a.flashcards === b.flashcards &&
  a.tasks === b.tasks

/** A child's name or e-mail changes every account's revision; who the children are does not. */
const sameIds = (children: readonly { id: string }[], ids: readonly string[]) =>
  children.length === ids.length && children.every((child, i) => child.id === ids[i])

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Whoami answers remembered at most (by token, until any account changes). */
const WHOAMI_CACHE_LIMIT = 10_000

/**
 * Accounts. Records are frozen: every change goes through `update`, which stores a new record,
 * so the whoami answers (asked on every page load) can be reused until something changes.
 */
export class UsersRepository {
  private byIdMap = new Map<string, UserRecord>()
  private byEmailMap = new Map<string, UserRecord>()
  /** Bumped on every change of any account (a parent's whoami shows the children's names). */
  private revision = 0
  private whoamiCache = new Map<string, User>()
  private whoamiRevision = -1

  constructor() {
    this.reset()
  }

  reset() {
    this.byIdMap.clear()
    this.byEmailMap.clear()
    for (const user of seedPersonas()) this.insert(user)
  }

  all(): UserRecord[] {
    return [...this.byIdMap.values()]
  }

  byId(id: string): UserRecord | undefined {
    return this.byIdMap.get(id)
  }

  byEmail(email: string): UserRecord | undefined {
    return this.byEmailMap.get(normalizeEmail(email))
  }

  /** Stores the record with the changes and returns it (the old record is left as it was). */
  update(user: UserRecord, changes: Partial<Omit<UserRecord, 'id' | 'email'>>): UserRecord {
    const next = { ...user, ...changes }
    this.insert(next)
    return next
  }

  create(input: NewUser): UserRecord {
    const user: UserRecord = {
      ...input,
      id: randomUUID(),
      email: normalizeEmail(input.email),
      confirmationCode: input.confirmationCode ?? '',
      createdAt: input.createdAt.toISOString(),
      settings: defaultSettings(input.name),
      quizProgress: {},
      seenNotifications: [],
      exerciseFilters: null,
    }
    return this.insert(user)
  }

  /** Removes the account (its parent links are the parent panel's: store/parent-links.ts). */
  delete(userId: string) {
    const user = this.byIdMap.get(userId)
    if (!user) return
    this.byIdMap.delete(userId)
    this.byEmailMap.delete(user.email)
    this.revision += 1
  }

  /**
   * The whoami answer (SPEC §3); idToken is the bearer token of the request, features come from
   * the grants and the subscription at the moment of the request, `childIds` from the parent
   * panel's links (only the children who agreed, decision 0196).
   */
  whoami(
    user: UserRecord,
    idToken: string,
    features: Features,
    subscriptionActive: boolean,
    childIds: readonly string[],
  ): User {
    if (this.whoamiRevision !== this.revision || this.whoamiCache.size >= WHOAMI_CACHE_LIMIT) {
      this.whoamiCache.clear()
      this.whoamiRevision = this.revision
    }
    const cached = this.whoamiCache.get(idToken)
    const fresh =
      cached?.id === user.id &&
      sameFeatures(cached.features, features) &&
      cached.saasSubscription.isActive === subscriptionActive &&
      sameIds(cached.children, childIds)
    if (cached && fresh) return cached
    const answer = deepFreeze(this.toWhoami(user, idToken, features, subscriptionActive, childIds))
    this.whoamiCache.set(idToken, answer)
    return answer
  }

  private toWhoami(
    user: UserRecord,
    idToken: string,
    features: Features,
    subscriptionActive: boolean,
    childIds: readonly string[],
  ): User {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      groups: user.groups,
      idToken,
      settings: { general: { imageUrl: user.settings.general.imageUrl } },
      isParent: user.isParent,
      newFlow: user.newFlow,
      emailVerified: user.emailVerified,
      hasSolvedInitialQuiz: user.hasSolvedInitialQuiz,
      intercomToken: intercomToken(user.id),
      saasSubscription: { isActive: subscriptionActive },
      features,
      children: childIds.flatMap((id) => {
        const child = this.byIdMap.get(id)
        return child ? [{ id: child.id, name: child.name, email: child.email }] : []
      }),
      seenNotifications: user.seenNotifications,
    }
  }

  private insert(user: UserRecord): UserRecord {
    const frozen = deepFreeze(user)
    this.byIdMap.set(frozen.id, frozen)
    this.byEmailMap.set(frozen.email, frozen)
    this.revision += 1
    return frozen
  }
}
