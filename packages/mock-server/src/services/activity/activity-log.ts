import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { ACTIVITY_PAGE_SIZE } from '@app/contract/activity'
import { apiError, MESSAGES } from '../../errors'
import { pageOf } from '../../store/paging'
import type { UserRecord } from '../../store/users'
import type { Answer, QueryOf } from '../answer'

type C = Contract['activity']

/** Always the caller's own log, no user is named. */
export async function listActivity(
  app: FastifyInstance,
  user: UserRecord,
  query: QueryOf<C['listActivity']>,
): Answer<C['listActivity']> {
  const events = app.store.activity.list(user.id, query)
  // A key of another filter, another user or garbage names no item of this list: 400.
  const page = pageOf(events, ACTIVITY_PAGE_SIZE, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}
