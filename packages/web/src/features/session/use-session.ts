import type { User } from '@app/contract/user'
import { useQuery } from '@tanstack/react-query'
import { sessionQuery } from './api/session-query'

export type SessionStatus = 'pending' | 'authenticated' | 'guest'

/** The signed-in user as it changes (refreshes, sign-in, sign-out, auth failure). */
export function useSession(): { user: User | null; status: SessionStatus } {
  const { data } = useQuery(sessionQuery)
  if (data === undefined) return { user: null, status: 'pending' }
  return data ? { user: data, status: 'authenticated' } : { user: null, status: 'guest' }
}
