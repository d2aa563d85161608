import type { Features, Group, User } from '@app/contract/user'
import { CHAT_DAILY_LIMIT_FREE, CHAT_DAILY_LIMIT_PRO } from '../shared/constants'
import { MENU_LABELS } from '../shared/messages'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'

export type ToolKey = keyof Features

export interface Tool {
  title: string
  /** One line for the tool's card in My products. */
  description: string
  /** What it does, for the Pro offer shown on its page to a user without it. */
  benefits: readonly string[]
  to: StaticRoutePath
}

/** The four tools a pro subscription (or an admin's grant) opens, in menu order (SPEC §6). */
export const TOOLS: Record<ToolKey, Tool> = {
  planner: {
    title: MENU_LABELS.planner,
    description: 'Plan nauki na każdy dzień z ćwiczeniami.',
    benefits: [
      'Układa plan nauki na każdy dzień z Twoich przedmiotów i terminów.',
      'Dopasowuje bloki nauki do Twojego chronotypu i wolnego czasu.',
      'Przypomina o powtórkach przed sprawdzianami.',
    ],
    to: ROUTES.planner,
  },
  dominationPlan: {
    title: MENU_LABELS.dominationPlan,
    description: 'Twoje cele i kroki, które do nich prowadzą.',
    benefits: [
      'Zamienia duży cel na semestr w tygodniowe kroki.',
      'Pokazuje, jak blisko celu jesteś.',
    ],
    to: ROUTES.dominationPlan,
  },
  flashcards: {
    title: MENU_LABELS.flashcards,
    description: 'Powtórki w odstępach, żeby wiedza została na dłużej.',
    benefits: [
      'Fiszki z Twoich przedmiotów, także z wzorami.',
      'Powtórki w odstępach: każda karta wraca wtedy, gdy zaczynasz ją zapominać.',
      'Codzienna porcja powtórek zamiast nauki na ostatnią chwilę.',
    ],
    to: ROUTES.flashcards,
  },
  tasks: {
    title: MENU_LABELS.tasks,
    description: 'Zadania do przećwiczenia z każdego przedmiotu.',
    benefits: [
      'Zadania z każdego przedmiotu na Twoim poziomie.',
      'Rozwiązania krok po kroku i podpowiedzi, gdy utkniesz.',
    ],
    to: ROUTES.tasks,
  },
}

export const TOOL_KEYS = Object.keys(TOOLS) as ToolKey[]

/**
 * Groups that use a tool without its feature flag: the tasks tool's reviewers and admins review
 * the exercise bank there (issue 29, decision 0181).
 */
export const TOOL_STAFF_GROUPS: Readonly<Record<ToolKey, readonly Group[]>> = {
  planner: [],
  dominationPlan: [],
  flashcards: [],
  tasks: ['Exercise_Reviewer', 'Admin'],
}

/**
 * Whether a user may use a tool: its feature flag (a subscription or an admin's grant, decision
 * 0117) or a group of TOOL_STAFF_GROUPS. The one rule the menus, My products, the tool's page
 * and the API's access all ask (decision 0181).
 */
export const canUseTool = (user: Pick<User, 'groups' | 'features'>, tool: ToolKey): boolean =>
  user.features[tool] || user.groups.some((group) => TOOL_STAFF_GROUPS[tool].includes(group))

/** The heading of a tool's page for a user without the tool (issue 'Platform frame'). */
export const PRO_TOOL_TITLE = 'To narzędzie jest dostępne w pakiecie Pro'

/** Pro's other benefit besides the four tools: the chat's higher daily allowance (0157). */
export const PRO_CHAT_BENEFIT = `${CHAT_DAILY_LIMIT_PRO} wiadomości dziennie w czacie AI zamiast ${CHAT_DAILY_LIMIT_FREE}`
