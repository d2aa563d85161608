import { ROUTES, type StaticRoutePath } from '@app/domain/navigation/routes'
import {
  CalendarDays,
  ChartColumn,
  GraduationCap,
  Layers,
  LayoutGrid,
  ListChecks,
  LogOut,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Target,
  Trophy,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'

/**
 * The icon of a page wherever it is listed: the Narzędzia items, the account menu and the cards of
 * My products. Only lazily loaded code imports this (menus, the products page), so the icons stay
 * out of the first download.
 */
export const ROUTE_ICONS: Partial<Record<StaticRoutePath, LucideIcon>> = {
  [ROUTES.chat]: MessagesSquare,
  [ROUTES.planner]: CalendarDays,
  [ROUTES.dominationPlan]: Target,
  [ROUTES.flashcards]: Layers,
  [ROUTES.tasks]: ListChecks,
  [ROUTES.kedCourse]: GraduationCap,
  [ROUTES.pedCourse]: GraduationCap,
  [ROUTES.znCourse]: GraduationCap,
  [ROUTES.community]: Users,
  [ROUTES.parentPanel]: UsersRound,
  [ROUTES.products]: LayoutGrid,
  [ROUTES.settings]: Settings,
  [ROUTES.statistics]: ChartColumn,
  [ROUTES.ranking]: Trophy,
  [ROUTES.admin]: ShieldCheck,
  [ROUTES.logout]: LogOut,
}
