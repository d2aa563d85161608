import type { User } from '@app/contract/user'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { sessionQuery } from '../../api/user/session'

export type SessionStatus = 'pending' | 'authenticated' | 'guest'

/**
 * The signed-in user as it changes (refreshes, sign-in, sign-out, auth failure). Pending while a
 * prerendered page hydrates (its HTML is the same for every visitor), known right after.
 */
export function useSession(): { user: User | null; status: SessionStatus } {
  const hydrated = useHydrated()
  const { data } = useQuery(sessionQuery)
  if (data === undefined || !hydrated) return { user: null, status: 'pending' }
  return data ? { user: data, status: 'authenticated' } : { user: null, status: 'guest' }
}
