/**
 * What shared code and other features need from the identity service, without depending on it:
 * features/identity registers the real implementation at start (main.tsx). Until then nobody is
 * signed in.
 */
export interface IdentityPort {
  /** The current id token, refreshed when it has expired; null for a guest. */
  getIdToken(): Promise<string | null>
  /**
   * A new id token after the API refused `refusedToken`, even if that one looks valid (a newer one
   * already held is enough); null for a guest.
   */
  refreshIdToken(refusedToken: string): Promise<string | null>
  /** Forgets this device's tokens without leaving the page (e.g. after the API rejected them). */
  signOutLocally(): Promise<void>
  /** Whether this browser may hold a session, known at once (a guest's is false). */
  mayHaveSession(): boolean
}

const guest: IdentityPort = {
  getIdToken: async () => null,
  refreshIdToken: async () => null,
  signOutLocally: async () => {},
  mayHaveSession: () => false,
}

let current: IdentityPort = guest

export function registerIdentity(port: IdentityPort) {
  current = port
}

export const identity: IdentityPort = {
  getIdToken: () => current.getIdToken(),
  refreshIdToken: (refusedToken) => current.refreshIdToken(refusedToken),
  signOutLocally: () => current.signOutLocally(),
  mayHaveSession: () => current.mayHaveSession(),
}
