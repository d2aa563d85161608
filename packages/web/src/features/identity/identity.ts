import { SERVER_UNREACHABLE_MESSAGE, apiError } from '@app/contract/errors'
import { identityStoragePrefix, storedIdToken } from '@app/domain/user/stored-session'
import { config } from '../../lib/config'
import type { IdentityPort } from '../../lib/identity-port'
import type * as AdapterModule from './amplify-adapter'
import type { AuthEvent, SignUpInput } from './types'

type Adapter = typeof AdapterModule

const listeners = new Set<(event: AuthEvent) => void>()
let adapter: Promise<Adapter> | undefined
/**
 * The last forced refresh: the token it replaced and the new one (on its way or come). Every call
 * refused with that token takes its result, however late its refusal or its read of the held token.
 */
let lastRefresh: { replaced: string; token: Promise<string | null> } | undefined

/** The Amplify adapter, imported and configured on first use (a failed chunk load is tried again). */
function load(): Promise<Adapter> {
  adapter ??= import('./amplify-adapter').then(
    (module) => {
      module.configure(config.identity, (event) => listeners.forEach((listener) => listener(event)))
      return module
    },
    (error: unknown) => {
      adapter = undefined
      throw error
    },
  )
  return adapter
}

/** Amplify keeps every piece of a session (tokens, an unfinished hosted-UI sign-in) under this prefix. */
const storagePrefix = () => identityStoragePrefix(config.identity.userPoolClientId)

/** A hosted-UI sign-in coming back: Amplify must finish it. */
function returningFromHostedUi(): boolean {
  const url = new URL(window.location.href)
  return url.searchParams.has('code') && url.searchParams.has('state')
}

/**
 * The stored id token while Amplify would use it as it is (domain `storedIdToken`): the first API
 * calls of a signed-in visit need not wait for Amplify's code. Null when Amplify must decide.
 */
function validStoredIdToken(): string | null {
  if (returningFromHostedUi()) return null
  try {
    return storedIdToken(localStorage, config.identity.userPoolClientId, Date.now())
  } catch {
    return null
  }
}

/**
 * Whether this browser may hold a session, without loading Amplify: something in Amplify's storage,
 * or a hosted-UI answer in the URL. A guest's pages never load the identity code.
 */
function mayHaveSession(): boolean {
  if (returningFromHostedUi()) return true
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(storagePrefix())) return true
    }
    return false
  } catch {
    // Storage is blocked: only Amplify can tell.
    return true
  }
}

async function fetchIdToken(forceRefresh: boolean): Promise<string | null> {
  try {
    return await (await load()).getIdToken(forceRefresh)
  } catch (error) {
    // A refresh that got no answer: the API call cannot be made either.
    if (error instanceof Error && error.name === 'NetworkError') {
      throw apiError(503, SERVER_UNREACHABLE_MESSAGE)
    }
    throw error
  }
}

export const identityService = {
  /** Starts loading the identity code ahead of need (e.g. on the login page). */
  preload(): void {
    void load().catch(() => {})
  },

  mayHaveSession(): boolean {
    return adapter !== undefined || mayHaveSession()
  },

  /** Subscribes to sign-in, sign-out and refresh events; returns the unsubscribe function. */
  onAuthEvent(listener: (event: AuthEvent) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  async getIdToken(): Promise<string | null> {
    if (!adapter && !mayHaveSession()) return null
    if (!adapter) {
      const token = validStoredIdToken()
      if (token) return token
    }
    return fetchIdToken(false)
  },

  /**
   * A new id token after the API refused `refusedToken`. A page's first requests are refused
   * together but answered one by one, and each reads the held token in its own time: every call
   * refused with the same token shares one refresh, whether its refusal or its read comes before
   * or after the refresh has ended. Each refresh spends the refresh token.
   */
  async refreshIdToken(refusedToken: string): Promise<string | null> {
    if (!adapter && !mayHaveSession()) return null
    if (lastRefresh?.replaced !== refusedToken) {
      const held = await fetchIdToken(false)
      if (held !== null && held !== refusedToken) return held
    }
    // Looked at again: another call refused with this token may have started it meanwhile.
    if (lastRefresh?.replaced !== refusedToken) {
      const refresh = { replaced: refusedToken, token: fetchIdToken(true) }
      lastRefresh = refresh
      // A failed refresh is not remembered: the next refused call tries again.
      refresh.token.catch(() => {
        if (lastRefresh === refresh) lastRefresh = undefined
      })
    }
    return lastRefresh.token
  },

  async signOutLocally(): Promise<void> {
    if (!adapter && !mayHaveSession()) return
    await (await load()).signOutLocally()
  },

  async signIn(email: string, password: string): Promise<void> {
    await (await load()).signIn(email, password)
  },

  async signUp(input: SignUpInput): Promise<'signedIn' | 'confirmationNeeded'> {
    return (await load()).signUp(input)
  },

  async signInWithGoogle(returnTo: string): Promise<void> {
    await (await load()).signInWithGoogle(returnTo)
  },

  async signOut(): Promise<void> {
    await (await load()).signOut()
  },
} satisfies IdentityPort & Record<string, unknown>
