import type { Group } from '@app/contract/user'
import type { AccessUser } from '../access/access'

const ALL_FEATURES = { planner: true, dominationPlan: true, flashcards: true, tasks: true }
const NO_FEATURES = { planner: false, dominationPlan: false, flashcards: false, tasks: false }

const persona = (groups: Group[], overrides: Partial<AccessUser> = {}): AccessUser => ({
  groups,
  isParent: false,
  newFlow: false,
  features: NO_FEATURES,
  saasSubscription: { isActive: false },
  ...overrides,
})

/** The demo personas of the README, reduced to what access and menus read. */
export const PERSONAS = {
  student: persona(['Effective_Action_Course_Subscriber'], { features: ALL_FEATURES }),
  mini: persona(['Effective_Action_Mini_Course_Subscriber']),
  parent: persona(['Understanding_Teenager_Course_Subscriber'], { isParent: true }),
  pro: persona(['Effective_Action_Course_Subscriber'], { saasSubscription: { isActive: true } }),
  noGroups: persona([]),
  admin: persona(['Admin']),
  assistant: persona(['Assistant']),
  reviewer: persona(['Exercise_Reviewer']),
  plannerOnly: persona(['Effective_Action_Mini_Course_Subscriber'], {
    features: { ...NO_FEATURES, planner: true },
  }),
} satisfies Record<string, AccessUser>
export type PersonaName = keyof typeof PERSONAS
