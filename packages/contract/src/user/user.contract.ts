import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, EmptySchema, UuidSchema, proposed, spec } from '../common.schemas'
import {
  AccountExportSchema,
  AvatarUploadRequestSchema,
  AvatarUploadSchema,
  DeleteAccountSchema,
  FeatureGrantUpdateSchema,
  UserFeaturesSchema,
} from './account.schemas'
import {
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
    responses: { 200: SettingsSchema, 409: ApiErrorSchema, 422: ApiErrorSchema },
    summary:
      'Merge a settings object, or type EXERCISE with exerciseSettings. 409 for a nickname someone has, 422 for one of the blocklist',
    metadata: spec,
  },
  submitInitialQuiz: {
    method: 'POST',
    path: '/saas/user/initial_quiz',
    body: InitialQuizResultsSchema,
    responses: { 200: QuizStateSchema },
    summary:
      'Finish the initial quiz: sets hasSolvedInitialQuiz and fills the educational profile; once finished, answers the stored state',
    metadata: spec,
  },
  getQuizProgress: {
    method: 'GET',
    path: '/saas/user/quiz-progress',
    responses: { 200: QuizStateSchema },
    summary: "The caller's initial quiz so far, to resume at the first unanswered question",
    metadata: proposed,
  },
  saveQuizProgress: {
    method: 'POST',
    path: '/saas/user/quiz-progress',
    body: QuizProgressSchema,
    responses: { 200: QuizStateSchema, 409: ApiErrorSchema },
    summary:
      'Store one answered question of the initial quiz (only for the caller; 409 once finished)',
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
  requestAvatarUpload: {
    method: 'POST',
    path: '/saas/user/avatar-upload-url',
    body: AvatarUploadRequestSchema,
    responses: { 200: AvatarUploadSchema },
    summary:
      'A signed upload link for a profile picture (5 minutes); then save settings.general.imageUrl',
    metadata: proposed,
  },
  exportAccount: {
    method: 'GET',
    path: '/saas/user/export',
    responses: { 200: AccountExportSchema },
    summary: 'Everything held about the caller but the password, one section per area',
    metadata: proposed,
  },
  deleteAccount: {
    method: 'POST',
    path: '/saas/user/delete-account',
    body: DeleteAccountSchema,
    responses: { 204: EmptySchema, 429: ApiErrorSchema },
    summary:
      "Delete the caller's account and everything held about it: the password, or USUŃ for a social sign-in account",
    metadata: proposed,
  },
  grantFeature: {
    method: 'PUT',
    path: '/admin/users/:userId/features',
    pathParams: z.object({ userId: UuidSchema }),
    body: FeatureGrantUpdateSchema,
    responses: { 200: UserFeaturesSchema, 404: ApiErrorSchema },
    summary: "Open or close one of a user's tools (Admin only)",
    metadata: proposed,
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
