/**
 * The parent panel's fixed numbers and statuses (issue 30, decision 0196). Free of zod, so the
 * mock's rules and the pages use the same ones.
 */

/** A parent's request to see a child's progress: waiting, agreed, refused, or not answered in time. */
export const PARENT_LINK_STATUSES = ['PENDING', 'ACTIVE', 'DECLINED', 'EXPIRED'] as const
export type ParentLinkStatus = (typeof PARENT_LINK_STATUSES)[number]

export const PARENT_LIMITS = {
  /** A consent link is valid this many days from its latest sending (the request or a resend). */
  linkValidDays: 7,
  /** Calls of validate-child a parent may make in one Warsaw day (errors included). */
  requestsPerDay: 10,
} as const
