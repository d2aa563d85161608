import type { Features } from '@app/contract/user'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'

export interface SettingsTab {
  path: StaticRoutePath
  label: string
  /** The tool whose settings the tab holds: shown only to users who have it. */
  feature?: keyof Features
  /** About the student's own learning: not shown to parents. */
  studentsOnly?: boolean
}

/** The tabs of /ustawienia in their order (SPEC §2's). */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { path: ROUTES.settingsGeneral, label: 'Ogólne' },
  { path: ROUTES.settingsEducation, label: 'Profil edukacyjny', studentsOnly: true },
  { path: ROUTES.settingsDominationPlan, label: 'Plan dominacji', feature: 'dominationPlan' },
  { path: ROUTES.settingsPlanner, label: 'Planer nauki', feature: 'planner' },
  // Anyone may have bought something, so billing is every signed-in user's.
  { path: ROUTES.settingsBilling, label: 'Rozliczenia' },
]

/** The first tab: where /ustawienia and a tab the user may not see lead. */
export const SETTINGS_HOME = ROUTES.settingsGeneral

interface SettingsUser {
  isParent: boolean
  features: Features
}

/** The tabs this user sees: pages that exist (`pageExists`) and that are for this user. */
export function settingsTabs(
  user: SettingsUser,
  pageExists: (path: StaticRoutePath) => boolean,
  tabs: readonly SettingsTab[] = SETTINGS_TABS,
): SettingsTab[] {
  return tabs.filter(
    (tab) =>
      pageExists(tab.path) &&
      !(tab.studentsOnly && user.isParent) &&
      (tab.feature === undefined || user.features[tab.feature]),
  )
}
