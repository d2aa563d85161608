import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, EmptySchema, spec } from '../common.schemas'
import {
  ChildValidationResultSchema,
  ChildValidationSchema,
  ExerciseFiltersSchema,
  InitialQuizResultsSchema,
  NotificationSchema,
  QuizProgressSchema,
  QuizStateSchema,
  SettingsSchema,
  SettingsUpdateSchema,
  UserSchema,
} from './user.schemas'

const c = initContract()

export const userContract = c.router({
  whoami: {
    method: 'GET',
    path: '/saas/user/whoami',
    responses: { 200: UserSchema },
    summary: 'The logged-in user from the bearer id token; 401 for PUBLIC',
    metadata: spec,
  },
  getSettings: {
    method: 'GET',
    path: '/saas/user/settings',
    responses: { 200: SettingsSchema },
    summary: "The user's settings",
    metadata: spec,
  },
  updateSettings: {
    method: 'PUT',
    path: '/saas/user/settings',
    body: SettingsUpdateSchema,
    responses: { 200: SettingsSchema },
    summary: 'Merge a settings object, or type EXERCISE with exerciseSettings',
    metadata: spec,
  },
  submitInitialQuiz: {
    method: 'POST',
    path: '/saas/user/initial_quiz',
    body: InitialQuizResultsSchema,
    responses: { 200: QuizStateSchema },
    summary: 'Store the initial quiz results; sets hasSolvedInitialQuiz',
    metadata: spec,
  },
  saveQuizProgress: {
    method: 'POST',
    path: '/saas/user/quiz-progress',
    body: QuizProgressSchema,
    responses: { 200: QuizStateSchema },
    summary: 'Store one answered field of the initial quiz (only for the caller)',
    metadata: spec,
  },
  sendNotification: {
    method: 'POST',
    path: '/saas/user/notification',
    body: NotificationSchema,
    responses: { 204: EmptySchema },
    summary: 'Mark a notification (tutorial, modal) as seen; the client ignores errors',
    metadata: spec,
  },
  validateChild: {
    method: 'POST',
    path: '/saas/parent/validate-child',
    body: ChildValidationSchema,
    responses: { 200: ChildValidationResultSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    summary: "A parent links a child's account by its email and name",
    metadata: spec,
  },
  saveExerciseFilters: {
    method: 'POST',
    path: '/user/exercise-filters',
    body: ExerciseFiltersSchema,
    responses: { 200: ExerciseFiltersSchema },
    summary: 'Remember the filters of the tasks list',
    metadata: spec,
  },
})
