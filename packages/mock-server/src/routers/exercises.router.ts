import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * The tasks tool (issue 29): the exercise bank, answers checked on the server, hints and
 * solutions, authoring, review and pictures. Only callers with the tool get here, the review
 * queue and decisions only reviewers and admins (plugins/access.ts); each workflow
 * (services/exercises) asks the domain's rights, so another user's private exercise is 404.
 */
export const exercisesRouter = s.router(contract.exercises, {
  listExercises: async ({ query, request }) =>
    request.server.services.exercises.listExercises(requireUser(request), query),
  createExercise: async ({ headers, body, request }) =>
    request.server.services.exercises.createExercise(
      requireUser(request),
      headers['idempotency-key'],
      body,
    ),
  reviewQueue: async ({ query, request }) =>
    request.server.services.exercises.reviewQueue(requireUser(request), query),
  requestImageUpload: async ({ body, request }) =>
    request.server.services.exercises.requestImageUpload(requireUser(request).id, body),
  getExercise: async ({ params, request }) =>
    request.server.services.exercises.getExercise(requireUser(request), params.id),
  getExerciseSource: async ({ params, request }) =>
    request.server.services.exercises.getExerciseSource(requireUser(request), params.id),
  updateExercise: async ({ params, body, request }) =>
    request.server.services.exercises.updateExercise(requireUser(request), params.id, body),
  deleteExercise: async ({ params, request }) =>
    request.server.services.exercises.deleteExercise(requireUser(request), params.id),
  attempt: async ({ params, headers, body, request }) =>
    request.server.services.exercises.attempt(
      requireUser(request),
      params.id,
      headers['idempotency-key'],
      body.answer,
    ),
  revealHint: async ({ params, request }) =>
    request.server.services.exercises.revealHint(requireUser(request), params.id),
  revealSolution: async ({ params, request }) =>
    request.server.services.exercises.revealSolution(requireUser(request), params.id),
  submitExercise: async ({ params, request }) =>
    request.server.services.exercises.submitExercise(requireUser(request), params.id),
  reviewExercise: async ({ params, body, request }) =>
    request.server.services.exercises.reviewExercise(requireUser(request), params.id, body),
})
