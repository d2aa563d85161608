import type { ParentLinkStatus } from '@app/contract/parent'

/**
 * A parent's request to see a child's progress (decision 0196). Its id is the id of the consent
 * link (a PARENT_LINK activation) e-mailed to the child; one record per parent and child.
 */
export interface ParentLinkRecord {
  id: string
  parentId: string
  childId: string
  status: ParentLinkStatus
  requestedAt: string
  /** The latest 'Wyślij ponownie'; null before the first. */
  lastResentAt: string | null
  /** While PENDING: 7 days after the latest sending; then it stays as it was. */
  expiresAt: string
  consentedAt: string | null
  /** When it left PENDING: agreed, refused or expired. */
  answeredAt: string | null
}
