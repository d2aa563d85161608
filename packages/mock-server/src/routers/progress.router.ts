import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * Progress (issue 30): the caller's XP and level, 'Dziś', the weekly league and statistics.
 * Platform users only, the ranking staff too (plugins/access.ts); no call names a user, so each
 * workflow (services/progress) reads the caller's own.
 */
export const progressRouter = s.router(contract.progress, {
  getProgress: async ({ request }) =>
    request.server.services.progress.getProgress(requireUser(request)),
  getToday: async ({ request }) => request.server.services.progress.getToday(requireUser(request)),
  getRanking: async ({ query, request }) =>
    request.server.services.progress.getRanking(requireUser(request), query),
  getRankingHistory: async ({ query, request }) =>
    request.server.services.progress.getRankingHistory(requireUser(request), query),
  getStatistics: async ({ query, request }) =>
    request.server.services.progress.getStatistics(requireUser(request), query),
})
