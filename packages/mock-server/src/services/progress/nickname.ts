import type { FastifyInstance } from 'fastify'
import { PROGRESS_TEXT } from '@app/contract/progress'
import { isNicknameBlocked, nicknameKey } from '@app/domain/user/nickname'
import { apiError } from '../../errors'
import { leagueNicknameKeys } from '../../store/seed/league-students'
import type { UserRecord } from '../../store/users'

/**
 * What the settings' schema cannot see of a new nickname (decision 0195): one on the blocklist
 * is 422, one somebody else holds (any case; the league's students' too) is 409. Keeping or
 * clearing one's own is always fine.
 */
export function nicknameRefusal(
  app: FastifyInstance,
  user: UserRecord,
  nickname: string | null | undefined,
) {
  if (nickname === undefined || nickname === null) return null
  const key = nicknameKey(nickname)
  const own = user.settings.general.nickname
  if (own !== null && nicknameKey(own) === key) return null
  if (isNicknameBlocked(nickname)) return apiError(422, PROGRESS_TEXT.nicknameBlocked)
  const taken =
    leagueNicknameKeys().has(key) ||
    app.store.users.all().some((other) => {
      const theirs = other.id === user.id ? null : other.settings.general.nickname
      return theirs !== null && nicknameKey(theirs) === key
    })
  return taken ? apiError(409, PROGRESS_TEXT.nicknameTaken) : null
}
