import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/** A course's weeks and the caller's progress in them; their workflows are services/courses. */
export const coursesRouter = s.router(contract.courses, {
  getWeekAndEpisodes: async ({ query, request }) =>
    request.server.services.courses.getWeekAndEpisodes(requireUser(request), query.course),
  updateWatchTime: async ({ body, request }) =>
    request.server.services.courses.updateWatchTime(requireUser(request), body),
  updateEpisodeNotes: async ({ body, request }) =>
    request.server.services.courses.updateEpisodeNotes(requireUser(request), body),
  updateEpisodeTracker: async ({ body, request }) =>
    request.server.services.courses.updateEpisodeTracker(requireUser(request), body),
})
