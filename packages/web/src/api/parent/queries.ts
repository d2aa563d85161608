import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['parent'] as const

/**
 * The parent panel's query keys (issue 30, decisions 0196–0197): everything of one signed-in user
 * under `user(userId)`, the parent's side (children, their weeks, the latest request) and the
 * child's (parents, a consent link), so a second account on the same browser never sees the
 * first one's and one invalidation refreshes a side.
 */
export const parentKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  /** The parent's side. */
  children: (userId: string) => [...all, userId, 'children'] as const,
  /** `week` null: the current week. */
  summary: (userId: string, childId: string, week: string | null) =>
    [...all, userId, 'summary', childId, week ?? 'current'] as const,
  summaries: (userId: string) => [...all, userId, 'summary'] as const,
  latestRequest: (userId: string) => [...all, userId, 'latest-request'] as const,
  /** The child's side. */
  parents: (userId: string) => [...all, userId, 'parents'] as const,
  link: (userId: string, linkId: string) => [...all, userId, 'link', linkId] as const,
}

/** `GET /api/saas/parent/children`: the parent's requests, one per child, in the order made. */
export function childrenQuery(userId: string) {
  return queryOptions({
    queryKey: parentKeys.children(userId),
    queryFn: ({ signal }) => okBody(tsr.parent.listChildren.query({ fetchOptions: { signal } })),
    // A child answers elsewhere (the e-mailed link): each visit of the panel asks again.
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/saas/parent/children/{childId}/summary?week=`: a linked child's week in numbers. */
export function childSummaryQuery(userId: string, childId: string, week: string | null = null) {
  return queryOptions({
    queryKey: parentKeys.summary(userId, childId, week),
    queryFn: ({ signal }) =>
      okBody(
        tsr.parent.childSummary.query({
          params: { childId },
          query: week ? { week } : {},
          fetchOptions: { signal },
        }),
      ),
    staleTime: 60_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/parent/requests/latest`: the request whose status changed last, as stored. */
export function latestRequestQuery(userId: string) {
  return queryOptions({
    queryKey: parentKeys.latestRequest(userId),
    queryFn: ({ signal }) => okBody(tsr.parent.latestRequest.query({ fetchOptions: { signal } })),
    // The pages that show it are opened from an e-mail or right after the form: read it afresh.
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/saas/user/parents`: the caller's parents, waiting for consent, then linked. */
export function parentsQuery(userId: string) {
  return queryOptions({
    queryKey: parentKeys.parents(userId),
    queryFn: ({ signal }) => okBody(tsr.parent.listParents.query({ fetchOptions: { signal } })),
    // A parent asks elsewhere: each visit of the settings asks again.
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/saas/user/parent-links/{id}`: the consent page, in any status of the request. */
export function parentLinkQuery(userId: string, linkId: string) {
  return queryOptions({
    queryKey: parentKeys.link(userId, linkId),
    queryFn: ({ signal }) =>
      okBody(tsr.parent.getParentLink.query({ params: { id: linkId }, fetchOptions: { signal } })),
    staleTime: 0,
    retryOnMount: false,
  })
}
