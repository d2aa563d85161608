import type { CourseKey } from '@app/contract/courses'
import type { Group } from '@app/contract/user'
import type { AccountActivationKind, ActivationRecord } from '../activations.types'
import { seedCourses } from './courses'
import { SEED_PARENT_LINK_ID } from './parent-links'
import type { PERSONA_IDS } from './personas'

const courseTitle = (key: CourseKey) => seedCourses.find((c) => c.key === key)?.title ?? key

/** What an account activated through a link of each kind gets (our choice: SPEC §2 names only the routes). */
export const ACTIVATION_KIND_RULES: Record<
  AccountActivationKind,
  { groups: Group[]; isParent: boolean; productTitle: string }
> = {
  ACCOUNT: { groups: [], isParent: false, productTitle: 'Platforma do nauki' },
  PARENT_ACCOUNT: { groups: [], isParent: true, productTitle: 'Konto rodzica' },
  KED: {
    groups: ['Effective_Action_Course_Subscriber'],
    isParent: false,
    productTitle: courseTitle('KED'),
  },
  COURSE: {
    groups: ['Understanding_Teenager_Course_Subscriber'],
    isParent: true,
    productTitle: courseTitle('ZN'),
  },
  PRODUCT: {
    groups: ['Effective_Action_Mini_Course_Subscriber'],
    isParent: false,
    productTitle: courseTitle('PED'),
  },
}

type LinkState = 'unused' | 'used' | 'expired'

/**
 * One unused, one used and one expired activation link per kind, with stable ids
 * (README, tests). Open one at /aktywuj…/{id}; GET /api/activate/{id} looks it up.
 */
export const SEED_ACTIVATION_IDS = {
  ACCOUNT: {
    unused: 'a0000000-0000-4000-8000-000000000011',
    used: 'a0000000-0000-4000-8000-000000000012',
    expired: 'a0000000-0000-4000-8000-000000000013',
  },
  PARENT_ACCOUNT: {
    unused: 'a0000000-0000-4000-8000-000000000021',
    used: 'a0000000-0000-4000-8000-000000000022',
    expired: 'a0000000-0000-4000-8000-000000000023',
  },
  KED: {
    unused: 'a0000000-0000-4000-8000-000000000031',
    used: 'a0000000-0000-4000-8000-000000000032',
    expired: 'a0000000-0000-4000-8000-000000000033',
  },
  COURSE: {
    unused: 'a0000000-0000-4000-8000-000000000041',
    used: 'a0000000-0000-4000-8000-000000000042',
    expired: 'a0000000-0000-4000-8000-000000000043',
  },
  PRODUCT: {
    unused: 'a0000000-0000-4000-8000-000000000051',
    used: 'a0000000-0000-4000-8000-000000000052',
    expired: 'a0000000-0000-4000-8000-000000000053',
  },
} as const satisfies Record<AccountActivationKind, Record<LinkState, string>>

/** Who used the "used" link of each kind (one of the personas). */
const USED_BY: Record<AccountActivationKind, keyof typeof PERSONA_IDS> = {
  ACCOUNT: 'brak',
  PARENT_ACCOUNT: 'rodzic',
  KED: 'uczen',
  COURSE: 'rodzic',
  PRODUCT: 'mini',
}

const SLUG: Record<AccountActivationKind, string> = {
  ACCOUNT: 'konto',
  PARENT_ACCOUNT: 'rodzic',
  KED: 'ked',
  COURSE: 'kurs',
  PRODUCT: 'produkt',
}

const CREATED_AT = '2025-09-15T10:00:00.000Z'
/** Far enough ahead that the unused links stay valid in real time; move the clock to expire them. */
export const SEED_ACTIVATION_EXPIRES_AT = '2030-12-31T22:59:59.000Z'
const EXPIRED_AT = '2025-09-22T10:00:00.000Z'

/** What a consent link (PARENT_LINK, decision 0197) is called where links are listed. */
export const PARENT_LINK_TITLE = 'Zgoda na wgląd rodzica w postępy w nauce'

export function seedActivations(): ActivationRecord[] {
  return [...accountLinks(), parentLink()]
}

/** The consent link through which uczen agreed to rodzic's request (seed/parent-links.ts). */
function parentLink(): ActivationRecord {
  return {
    id: SEED_PARENT_LINK_ID,
    kind: 'PARENT_LINK',
    productTitle: PARENT_LINK_TITLE,
    email: 'uczen@example.com',
    name: null,
    createdAt: '2025-09-02T18:30:00.000Z',
    expiresAt: '2025-09-09T18:30:00.000Z',
    usedAt: '2025-09-02T19:00:00.000Z',
  }
}

function accountLinks(): ActivationRecord[] {
  return (Object.keys(SEED_ACTIVATION_IDS) as AccountActivationKind[]).flatMap((kind) => {
    const ids = SEED_ACTIVATION_IDS[kind]
    const productTitle = ACTIVATION_KIND_RULES[kind].productTitle
    const base = { kind, productTitle, createdAt: CREATED_AT }
    return [
      {
        ...base,
        id: ids.unused,
        email: `aktywacja-${SLUG[kind]}@example.com`,
        name: null,
        expiresAt: SEED_ACTIVATION_EXPIRES_AT,
        usedAt: null,
      },
      {
        ...base,
        id: ids.used,
        email: `${USED_BY[kind]}@example.com`,
        name: null,
        expiresAt: SEED_ACTIVATION_EXPIRES_AT,
        usedAt: '2025-09-16T12:00:00.000Z',
      },
      {
        ...base,
        id: ids.expired,
        email: `wygasly-${SLUG[kind]}@example.com`,
        name: null,
        expiresAt: EXPIRED_AT,
        usedAt: null,
      },
    ]
  })
}
