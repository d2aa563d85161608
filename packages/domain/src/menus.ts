import { COURSE_KEYS, type CourseKey } from '@app/contract/courses'
import {
  COURSE_GROUPS,
  COURSE_OFFER_PATHS,
  canSeeRanking,
  canSeeStatistics,
  hasGroup,
  isAdmin,
  isStaff,
  type AccessUser,
} from './access'
import { COURSE_NAMES, MENU_LABELS } from './messages'

export interface MenuItem {
  label: string
  to: string
  children?: MenuItem[]
}

/** Logout is a POST action at this path (SPEC §2); the header renders it as a form. */
export const LOGOUT_PATH = '/logout'

/** The course page of each course in the product area, in menu order. */
export const COURSE_PAGES = {
  KED: '/produkt/kurs-efektywnego-dzialania',
  PED: '/produkt/podstawy-efektywnego-dzialania',
  ZN: '/produkt/zrozumiec-nastolatka',
} as const satisfies Record<CourseKey, string>

export function publicMenu(): MenuItem[] {
  return [
    { label: MENU_LABELS.about, to: '/o-nas' },
    { label: MENU_LABELS.course, to: COURSE_OFFER_PATHS.KED },
    { label: MENU_LABELS.platform, to: '/platforma' },
    { label: MENU_LABELS.blog, to: '/blog' },
    { label: MENU_LABELS.opinions, to: '/opinie' },
  ]
}

/** The avatar dropdown. The last item is logout (LOGOUT_PATH). */
export function userMenu(user: AccessUser, now: Date): MenuItem[] {
  const items: MenuItem[] = [
    { label: MENU_LABELS.myProducts, to: '/produkt' },
    { label: MENU_LABELS.settings, to: '/ustawienia' },
  ]
  if (canSeeStatistics(user)) items.push({ label: MENU_LABELS.statistics, to: '/statystyki' })
  if (canSeeRanking(user, now)) items.push({ label: MENU_LABELS.ranking, to: '/ranking' })
  if (isStaff(user)) {
    const label = isAdmin(user) ? MENU_LABELS.adminPanelAdmin : MENU_LABELS.adminPanelAssistant
    items.push({ label, to: '/admin' })
  }
  items.push({ label: MENU_LABELS.logout, to: LOGOUT_PATH })
  return items
}

/**
 * The product area menu. Program links to the user's course page; a user in several course
 * groups gets one sub-item per course (KED, PED, ZN order) and Program links to the first.
 */
export function productMenu(user: AccessUser): MenuItem[] {
  const items: MenuItem[] = []

  const courses = COURSE_KEYS.filter((key) => hasGroup(user, COURSE_GROUPS[key]))
  const [firstCourse] = courses
  if (firstCourse) {
    const program: MenuItem = { label: MENU_LABELS.program, to: COURSE_PAGES[firstCourse] }
    if (courses.length > 1) {
      program.children = courses.map((key) => ({ label: COURSE_NAMES[key], to: COURSE_PAGES[key] }))
    }
    items.push(program)
  }

  const tools: MenuItem[] = [{ label: MENU_LABELS.chat, to: '/produkt/chat' }]
  if (user.features.planner) tools.push({ label: MENU_LABELS.planner, to: '/produkt/planer-nauki' })
  if (user.features.dominationPlan) {
    tools.push({ label: MENU_LABELS.dominationPlan, to: '/produkt/plan-dominacji' })
  }
  if (user.features.flashcards) tools.push({ label: MENU_LABELS.flashcards, to: '/produkt/fiszki' })
  if (user.features.tasks) tools.push({ label: MENU_LABELS.tasks, to: '/produkt/zadania' })
  items.push({ label: MENU_LABELS.tools, to: '/produkt/chat', children: tools })

  items.push({ label: MENU_LABELS.community, to: '/produkt/spolecznosc' })
  if (!hasGroup(user, COURSE_GROUPS.KED)) {
    items.push({ label: MENU_LABELS.course, to: COURSE_OFFER_PATHS.KED })
  }
  if (!user.saasSubscription.isActive) items.push({ label: MENU_LABELS.goPro, to: '/produkt/pro' })
  return items
}

/** The admin panel menu: everything for Admin, Blog, Feedback and KED for Assistant, nothing for others. */
export function adminMenu(user: AccessUser): MenuItem[] {
  if (!isStaff(user)) return []
  const adminOnly: MenuItem[] = isAdmin(user)
    ? [
        { label: MENU_LABELS.ai, to: '/admin/ai' },
        { label: MENU_LABELS.newsletter, to: '/admin/newsletter' },
        { label: MENU_LABELS.diagnostics, to: '/admin/diagnostyka' },
        { label: MENU_LABELS.traces, to: '/admin/traces' },
        { label: MENU_LABELS.transactions, to: '/admin/transakcje' },
      ]
    : []
  return [
    ...adminOnly,
    { label: MENU_LABELS.blog, to: '/admin/blog' },
    { label: MENU_LABELS.feedback, to: '/admin/feedback' },
    { label: MENU_LABELS.ked, to: '/admin/ked' },
  ]
}

/** Where the product menu replaces the public one in the header for a signed-in user. */
const PRODUCT_AREA_PREFIXES = ['/produkt', '/ustawienia', '/statystyki', '/ranking']
const ADMIN_AREA_PREFIX = '/admin'

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

export type HeaderMenuKind = 'public' | 'product' | 'admin'

/**
 * Which menu the header shows: the admin menu in the admin panel (staff), the product menu in the
 * signed-in areas, the public menu everywhere else and for guests (decision).
 */
export function headerMenuKind(user: AccessUser | null, pathname: string): HeaderMenuKind {
  if (!user) return 'public'
  if (isStaff(user) && isUnder(pathname, ADMIN_AREA_PREFIX)) return 'admin'
  if (PRODUCT_AREA_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return 'product'
  return 'public'
}

/** The header's menu for the user on this page. */
export function headerMenu(user: AccessUser | null, pathname: string): MenuItem[] {
  const kind = headerMenuKind(user, pathname)
  if (kind === 'admin' && user) return adminMenu(user)
  if (kind === 'product' && user) return productMenu(user)
  return publicMenu()
}

export interface SocialLink {
  label: string
  href: string
}

/** The footer: offer and platform, then the company's pages and the legal ones (SPEC §2). */
export function footerMenu(): { title: string; items: MenuItem[] }[] {
  return [
    {
      title: 'Oferta',
      items: [
        { label: 'Oferta', to: '/oferta' },
        { label: COURSE_NAMES.KED, to: COURSE_OFFER_PATHS.KED },
        { label: COURSE_NAMES.ZN, to: COURSE_OFFER_PATHS.ZN },
        { label: 'Platforma', to: '/platforma' },
      ],
    },
    {
      title: 'Efektywna Nauka',
      items: [
        { label: 'Kontakt', to: '/kontakt' },
        { label: 'Opinie', to: '/opinie' },
        { label: 'Oferty pracy', to: '/oferty-pracy' },
        { label: 'Blog', to: '/blog' },
      ],
    },
    {
      title: 'Informacje prawne',
      items: [
        { label: 'Polityka prywatności', to: '/polityka-prywatnosci' },
        { label: 'Regulamin', to: '/regulamin' },
      ],
    },
  ]
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/efektywna.nauka' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@efektywna.nauka' },
  { label: 'YouTube', href: 'https://www.youtube.com/@efektywna.nauka' },
]
