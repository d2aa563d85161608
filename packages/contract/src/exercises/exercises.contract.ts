import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ApiErrorSchema,
  EmptySchema,
  IdempotencyKeyHeaderSchema,
  proposed,
} from '../common.schemas'
import {
  ImageUploadRequestSchema,
  ImageUploadSchema,
} from '../flashcards/flashcards-image-upload.schemas'
import { AnswerInputSchema } from './exercises-answer.schemas'
import {
  AttemptResultSchema,
  CreateExerciseRequestSchema,
  ExerciseEditSchema,
  ExerciseIdSchema,
  ExerciseListQuerySchema,
  ExercisePageSchema,
  ExerciseSchema,
  ExerciseSummarySchema,
  HintsSchema,
  ReviewQueueQuerySchema,
  ReviewRequestSchema,
  SolutionSchema,
  UpdateExerciseRequestSchema,
} from './exercises.schemas'

const c = initContract()
const exercise = z.object({ id: ExerciseIdSchema })
const notFound = { 404: ApiErrorSchema }

/**
 * Tasks (issue 29): the exercise bank, answers checked on the server, authoring and review.
 * Without the tasks tool every call is 403. An exercise the caller may not see (another user's
 * private one) is 404 as an unknown one; one they see but may not change is 403.
 */
export const exercisesContract = c.router({
  listExercises: {
    method: 'GET',
    path: '/saas/exercises',
    query: ExerciseListQuerySchema,
    responses: { 200: ExercisePageSchema },
    summary:
      'The shared bank (BANK: published exercises) or the caller’s own (MINE), filtered, 20 a page, with the total',
    metadata: proposed,
  },
  createExercise: {
    method: 'POST',
    path: '/saas/exercises',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateExerciseRequestSchema,
    responses: { 201: ExerciseEditSchema, 200: ExerciseEditSchema, 409: ApiErrorSchema },
    summary:
      'A new exercise, private or sent for review (201); the same key again answers the same exercise (200)',
    metadata: proposed,
  },
  reviewQueue: {
    method: 'GET',
    path: '/saas/exercises/review-queue',
    query: ReviewQueueQuerySchema,
    responses: { 200: ExercisePageSchema },
    summary:
      'Exercises waiting for review, oldest first, the caller’s own left out (reviewers and admins)',
    metadata: proposed,
  },
  requestImageUpload: {
    method: 'POST',
    path: '/saas/exercises/images',
    body: ImageUploadRequestSchema,
    responses: { 200: ImageUploadSchema },
    summary:
      'A signed link to upload one picture (PNG, JPEG or WebP, at most 1 MB) for an exercise',
    metadata: proposed,
  },
  getExercise: {
    method: 'GET',
    path: '/saas/exercises/:id',
    pathParams: exercise,
    responses: { 200: ExerciseSchema, ...notFound },
    summary: 'One exercise as a student sees it: never the key or the solution before it is solved',
    metadata: proposed,
  },
  getExerciseSource: {
    method: 'GET',
    path: '/saas/exercises/:id/edit',
    pathParams: exercise,
    responses: { 200: ExerciseEditSchema, ...notFound },
    summary:
      'The source with its key and history, for those who may edit it (403 for others who see it)',
    metadata: proposed,
  },
  updateExercise: {
    method: 'PUT',
    path: '/saas/exercises/:id',
    pathParams: exercise,
    body: UpdateExerciseRequestSchema,
    responses: { 200: ExerciseEditSchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Replace the source; 409 when `version` is not the current one',
    metadata: proposed,
  },
  deleteExercise: {
    method: 'DELETE',
    path: '/saas/exercises/:id',
    pathParams: exercise,
    body: c.noBody(),
    responses: { 204: EmptySchema, ...notFound },
    summary: 'Hide an exercise (its attempts are kept)',
    metadata: proposed,
  },
  attempt: {
    method: 'POST',
    path: '/saas/exercises/:id/attempts',
    pathParams: exercise,
    headers: IdempotencyKeyHeaderSchema,
    body: z.object({ answer: AnswerInputSchema }).strict(),
    responses: { 200: AttemptResultSchema, ...notFound, 409: ApiErrorSchema, 422: ApiErrorSchema },
    summary:
      'Check an answer (the same key again answers the same verdict); 422 for an expression that cannot be read, not counted as an attempt',
    metadata: proposed,
  },
  revealHint: {
    method: 'POST',
    path: '/saas/exercises/:id/hints',
    pathParams: exercise,
    body: c.noBody(),
    responses: { 200: HintsSchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Reveal the next hint; 409 when every hint is revealed',
    metadata: proposed,
  },
  revealSolution: {
    method: 'POST',
    path: '/saas/exercises/:id/solution',
    pathParams: exercise,
    body: c.noBody(),
    responses: { 200: SolutionSchema, ...notFound },
    summary:
      'Reveal the worked solution and the key (recorded: a later correct answer counts with it)',
    metadata: proposed,
  },
  submitExercise: {
    method: 'POST',
    path: '/saas/exercises/:id/submit',
    pathParams: exercise,
    body: c.noBody(),
    responses: { 200: ExerciseSummarySchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Send a private or returned exercise for review; 409 from any other status',
    metadata: proposed,
  },
  reviewExercise: {
    method: 'POST',
    path: '/saas/exercises/:id/review',
    pathParams: exercise,
    body: ReviewRequestSchema,
    responses: { 200: ExerciseSummarySchema, ...notFound, 409: ApiErrorSchema },
    summary:
      'Approve, reject or return a pending exercise (a comment of 10–2000 characters unless approving); the author gets an email',
    metadata: proposed,
  },
})
