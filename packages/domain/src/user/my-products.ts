import { COURSE_KEYS, type CourseKey } from '@app/contract/courses'
import { COURSE_GROUPS, canJoinCommunity, hasGroup, type AccessUser } from '../access/access'
import { COURSE_PAGES } from '../navigation/menus'
import { COURSE_NAMES, MENU_LABELS } from '../shared/messages'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'
import { TOOLS, TOOL_KEYS, canUseTool } from '../access/tools'

export interface ProductCard {
  title: string
  description: string
  to: StaticRoutePath
}

export interface CourseCard extends ProductCard {
  course: CourseKey
}

const COURSE_DESCRIPTIONS = {
  KED: 'Dziewięć tygodni nagrań i ćwiczeń (plus tydzień wprowadzający); co tydzień otwiera się kolejna część.',
  PED: 'Tydzień podstaw: pierwsze nawyki skutecznego działania i nauki.',
  ZN: 'Około 1,5 godziny nagrań dla rodziców w trzech modułach.',
} as const

const CHAT_CARD: ProductCard = {
  title: MENU_LABELS.chat,
  description: 'Korepetytor AI, który naprowadza pytaniami, zamiast podawać gotowe odpowiedzi.',
  to: ROUTES.chat,
}

/**
 * "My products" (SPEC §2): the user's courses (by group), the chat (everybody's, decision 0160)
 * and the tools the user may use (`canUseTool`: a feature flag or, for tasks, a reviewer's group), then the community for those who can join it (decision 0145).
 */
export function myProducts(user: AccessUser & { isParent: boolean }): {
  courses: CourseCard[]
  tools: ProductCard[]
} {
  const courses = COURSE_KEYS.filter((key) => hasGroup(user, COURSE_GROUPS[key])).map((key) => ({
    course: key,
    title: COURSE_NAMES[key],
    description: COURSE_DESCRIPTIONS[key],
    to: COURSE_PAGES[key],
  }))

  const tools: ProductCard[] = [
    CHAT_CARD,
    ...TOOL_KEYS.filter((key) => canUseTool(user, key)).map((key) => {
      const { title, description, to } = TOOLS[key]
      return { title, description, to }
    }),
  ]
  if (user.isParent) {
    tools.push({
      title: 'Panel rodzica',
      description: 'Postępy dziecka i połączenie z jego kontem.',
      to: ROUTES.parentPanel,
    })
  }
  if (canJoinCommunity(user))
    tools.push({
      title: MENU_LABELS.community,
      description: 'Cotygodniowe konsultacje w soboty o 17:00 i grupa na czacie.',
      to: ROUTES.community,
    })
  return { courses, tools }
}
