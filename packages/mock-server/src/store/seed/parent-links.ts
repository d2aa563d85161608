import type { ParentLinkRecord } from '../parent-links.types'
import { PERSONA_IDS } from './personas'

/** The consent link rodzic's request to uczen was answered through (a used PARENT_LINK). */
export const SEED_PARENT_LINK_ID = 'a0000000-0000-4000-8000-000000000062'

/**
 * rodzic ↔ uczen, agreed right after rodzic's account was made: before anything else the seed
 * holds, so ACTIVE for every seeded day (issue 30).
 */
export function seedParentLinks(): ParentLinkRecord[] {
  return [
    {
      id: SEED_PARENT_LINK_ID,
      parentId: PERSONA_IDS.rodzic,
      childId: PERSONA_IDS.uczen,
      status: 'ACTIVE',
      requestedAt: '2025-09-02T18:30:00.000Z',
      lastResentAt: null,
      expiresAt: '2025-09-09T18:30:00.000Z',
      consentedAt: '2025-09-02T19:00:00.000Z',
      answeredAt: '2025-09-02T19:00:00.000Z',
    },
  ]
}
