import { COURSE_KEYS, type CourseKey } from '@app/contract/constants'
import {
  COURSE_GROUPS,
  COURSE_OFFER_PATHS,
  canSeeRanking,
  canSeeStatistics,
  hasGroup,
  isAdmin,
  isStaff,
  type AccessUser,
} from '../access/access'
import { COURSE_NAMES, MENU_LABELS } from '../shared/messages'
import { ROUTES, isUnderRoute, routePrefix, type StaticRoutePath } from './routes'
import { TOOLS, TOOL_KEYS, canUseTool } from '../access/tools'

export interface MenuItem {
  label: string
  /** A page of ROUTES, so a menu never links to a page that does not exist. */
  to: StaticRoutePath
  children?: MenuItem[]
}

/** Logout is a POST action at this path (SPEC §2); the header renders it as a form. */
export const LOGOUT_PATH = ROUTES.logout

/** The course page of each course in the product area, in menu order. */
export const COURSE_PAGES = {
  KED: ROUTES.kedCourse,
  PED: ROUTES.pedCourse,
  ZN: ROUTES.znCourse,
} as const satisfies Record<CourseKey, StaticRoutePath>

/**
 * The platform's pages (SPEC's /platforma…) are not built yet: "Platforma" leads to the
 * presentation of the course and the platform (docs/decisions/0108-links-to-pages-not-built-yet.md).
 */
export const PLATFORM_PAGE = ROUTES.presentation

export function publicMenu(): MenuItem[] {
  return [
    { label: MENU_LABELS.about, to: ROUTES.about },
    { label: MENU_LABELS.course, to: COURSE_OFFER_PATHS.KED },
    { label: MENU_LABELS.platform, to: PLATFORM_PAGE },
    { label: MENU_LABELS.blog, to: ROUTES.blog },
    { label: MENU_LABELS.opinions, to: ROUTES.testimonials },
  ]
}

/** The avatar dropdown. The last item is logout (LOGOUT_PATH). */
export function userMenu(user: AccessUser, now: Date): MenuItem[] {
  const items: MenuItem[] = [
    { label: MENU_LABELS.myProducts, to: ROUTES.products },
    { label: MENU_LABELS.settings, to: ROUTES.settings },
  ]
  if (canSeeStatistics(user)) items.push({ label: MENU_LABELS.statistics, to: ROUTES.statistics })
  if (canSeeRanking(user, now)) items.push({ label: MENU_LABELS.ranking, to: ROUTES.ranking })
  if (isStaff(user)) {
    const label = isAdmin(user) ? MENU_LABELS.adminPanelAdmin : MENU_LABELS.adminPanelAssistant
    items.push({ label, to: ROUTES.admin })
  }
  items.push({ label: MENU_LABELS.logout, to: LOGOUT_PATH })
  return items
}

/**
 * The product area menu. Program links to the user's course page; a user in several course
 * groups gets one sub-item per course (KED, PED, ZN order) and Program links to the first.
 * Narzędzia links to the chat, open to every signed-in user (decision 0160), and lists it before
 * the tools of the user's feature flags.
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

  const tools: MenuItem[] = [{ label: MENU_LABELS.chat, to: ROUTES.chat }]
  // The tools the user may use (decision 0181: a flag, or the tasks tool's reviewers and admins).
  for (const key of TOOL_KEYS) {
    if (canUseTool(user, key)) tools.push({ label: TOOLS[key].title, to: TOOLS[key].to })
  }
  items.push({ label: MENU_LABELS.tools, to: ROUTES.chat, children: tools })

  items.push({ label: MENU_LABELS.community, to: ROUTES.community })
  if (!hasGroup(user, COURSE_GROUPS.KED)) {
    items.push({ label: MENU_LABELS.course, to: COURSE_OFFER_PATHS.KED })
  }
  // The purchase of pro, with both plans (decision 0121).
  if (!user.saasSubscription.isActive) {
    items.push({ label: MENU_LABELS.goPro, to: ROUTES.proCheckout })
  }
  return items
}

/**
 * The admin panel menu: everything for Admin, Blog for Assistant too, nothing for others. SPEC's
 * Feedback and KED items (for both) wait for their pages (0108).
 */
export function adminMenu(user: AccessUser): MenuItem[] {
  if (!isStaff(user)) return []
  const adminOnly: MenuItem[] = isAdmin(user)
    ? [
        { label: MENU_LABELS.ai, to: ROUTES.adminAi },
        { label: MENU_LABELS.newsletter, to: ROUTES.adminNewsletter },
        { label: MENU_LABELS.diagnostics, to: ROUTES.adminDiagnostics },
        { label: MENU_LABELS.traces, to: ROUTES.adminTraces },
        { label: MENU_LABELS.transactions, to: ROUTES.adminTransactions },
      ]
    : []
  return [...adminOnly, { label: MENU_LABELS.blog, to: ROUTES.adminBlog }]
}

/** Where the product menu replaces the public one in the header for a signed-in user. */
const PRODUCT_AREAS = [ROUTES.products, ROUTES.settings, ROUTES.statistics, ROUTES.ranking]

/**
 * The pages a signed-in buyer's payment returns to (decision 0122): the buyer is on the way into
 * the product, so its menu is shown there (the public checkouts themselves keep the public one).
 */
const PURCHASE_OUTCOMES = [
  ROUTES.paymentSuccess,
  ROUTES.paymentError,
  ROUTES.kedOrder,
  ROUTES.mwOrder,
] as const
const isPurchaseOutcome = (pathname: string) =>
  PURCHASE_OUTCOMES.some(
    (route) => pathname === route || pathname.startsWith(`${routePrefix(route)}/`),
  )

export type HeaderMenuKind = 'public' | 'product' | 'admin'

/**
 * Which menu the header shows: the admin menu in the admin panel (staff), the product menu in the
 * signed-in areas and on a buyer's payment outcome pages, the public menu everywhere else and for
 * guests (decision).
 */
export function headerMenuKind(user: AccessUser | null, pathname: string): HeaderMenuKind {
  if (!user) return 'public'
  if (isStaff(user) && isUnderRoute(pathname, ROUTES.admin)) return 'admin'
  if (PRODUCT_AREAS.some((area) => isUnderRoute(pathname, area))) return 'product'
  if (isPurchaseOutcome(pathname)) return 'product'
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
        { label: 'Oferta', to: ROUTES.offer },
        { label: COURSE_NAMES.KED, to: COURSE_OFFER_PATHS.KED },
        { label: COURSE_NAMES.ZN, to: COURSE_OFFER_PATHS.ZN },
        { label: 'Platforma', to: PLATFORM_PAGE },
      ],
    },
    {
      title: 'Efektywna Nauka',
      items: [
        { label: 'Kontakt', to: ROUTES.contact },
        { label: 'Opinie', to: ROUTES.testimonials },
        { label: 'Oferty pracy', to: ROUTES.jobs },
        { label: 'Blog', to: ROUTES.blog },
      ],
    },
    {
      title: 'Informacje prawne',
      items: [
        { label: 'Polityka prywatności', to: ROUTES.privacyPolicy },
        { label: 'Regulamin', to: ROUTES.terms },
      ],
    },
  ]
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/efektywna.nauka' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@efektywna.nauka' },
  { label: 'YouTube', href: 'https://www.youtube.com/@efektywna.nauka' },
]
