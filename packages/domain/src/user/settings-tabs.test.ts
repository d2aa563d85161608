import { describe, expect, it } from 'vitest'
import { ROUTES } from '../navigation/routes'
import { SETTINGS_TABS, settingsTabs, type SettingsTab } from './settings-tabs'

const NO_TOOLS = { planner: false, dominationPlan: false, flashcards: false, tasks: false }
const student = { isParent: false, features: NO_TOOLS }
const parent = { isParent: true, features: NO_TOOLS }
const everyPage = () => true

// A list like the one the tool issues will grow, so the rules are tested before those tabs exist.
const TABS: SettingsTab[] = [
  { path: ROUTES.settingsGeneral, label: 'Ogólne' },
  { path: ROUTES.statistics, label: 'Profil edukacyjny', studentsOnly: true },
  { path: ROUTES.planner, label: 'Planer nauki', feature: 'planner' },
]
const labels = (tabs: SettingsTab[]) => tabs.map((tab) => tab.label)

describe('settingsTabs', () => {
  it('starts with the general tab for everybody; the educational profile is for students', () => {
    expect(SETTINGS_TABS[0]?.path).toBe(ROUTES.settingsGeneral)
    expect(labels(settingsTabs(student, everyPage))).toEqual([
      'Ogólne',
      'Profil edukacyjny',
      'Rozliczenia',
    ])
    expect(labels(settingsTabs(parent, everyPage))).toEqual(['Ogólne', 'Rozliczenia'])
  })

  it("hides the student's own tabs from parents", () => {
    expect(labels(settingsTabs(student, everyPage, TABS))).toEqual(['Ogólne', 'Profil edukacyjny'])
    expect(labels(settingsTabs(parent, everyPage, TABS))).toEqual(['Ogólne'])
  })

  it("shows a tool's tab only with the tool", () => {
    const withPlanner = { isParent: false, features: { ...NO_TOOLS, planner: true } }
    expect(labels(settingsTabs(withPlanner, everyPage, TABS))).toEqual([
      'Ogólne',
      'Profil edukacyjny',
      'Planer nauki',
    ])
  })

  it('shows only the pages that exist', () => {
    const onlyGeneral = (path: string) => path === ROUTES.settingsGeneral
    const withPlanner = { isParent: false, features: { ...NO_TOOLS, planner: true } }
    expect(labels(settingsTabs(withPlanner, onlyGeneral, TABS))).toEqual(['Ogólne'])
  })
})
