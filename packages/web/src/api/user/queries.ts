import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['user'] as const

/** The user area's query keys. */
export const userKeys = {
  all,
  /** The signed-in user, or null for a guest (`GET /api/saas/user/whoami`, ./session.ts). */
  session: [...all, 'session'] as const,
  /** The settings of one user (`GET /api/saas/user/settings`). */
  settings: (userId: string) => [...all, 'settings', userId] as const,
  /** The initial quiz's answers so far (`GET /api/saas/user/quiz-progress`). */
  quiz: (userId: string) => [...all, 'quiz', userId] as const,
}

/** `GET /api/saas/user/settings`, for the settings pages and their loaders. */
export function settingsQuery(userId: string) {
  return queryOptions({
    queryKey: userKeys.settings(userId),
    queryFn: ({ signal }) => okBody(tsr.user.getSettings.query({ fetchOptions: { signal } })),
    staleTime: 60_000,
    // The loader already tried (and retried); a failure is shown with its retry, not refetched.
    retryOnMount: false,
  })
}

/** `GET /api/saas/user/quiz-progress`: where the initial quiz resumes, on any device. */
export function quizStateQuery(userId: string) {
  return queryOptions({
    queryKey: userKeys.quiz(userId),
    queryFn: ({ signal }) => okBody(tsr.user.getQuizProgress.query({ fetchOptions: { signal } })),
    staleTime: Infinity,
    retryOnMount: false,
  })
}

/** `GET /api/saas/user/export`: everything held about the caller, asked for when downloaded. */
export const fetchAccountExport = () => okBody(tsr.user.exportAccount.query({}))
