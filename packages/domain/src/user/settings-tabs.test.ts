import { describe, expect, it } from 'vitest'
import { ROUTES } from '../navigation/routes'
import { SETTINGS_TABS, settingsTabs, type SettingsTab } from './settings-tabs'

const NO_TOOLS = { planner: false, dominationPlan: false, flashcards: false, tasks: false }
const student = { isParent: false, features: NO_TOOLS }
const parent = { isParent: true, features: NO_TOOLS }
const everyPage = () => true

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

  it("shows a tool's tab only with the tool, in SPEC's order", () => {
    const withPlanner = { isParent: false, features: { ...NO_TOOLS, planner: true } }
    expect(labels(settingsTabs(withPlanner, everyPage))).toEqual([
      'Ogólne',
      'Profil edukacyjny',
      'Planer nauki',
      'Rozliczenia',
    ])
    const withBoth = {
      isParent: false,
      features: { ...NO_TOOLS, planner: true, dominationPlan: true },
    }
    expect(labels(settingsTabs(withBoth, everyPage))).toEqual([
      'Ogólne',
      'Profil edukacyjny',
      'Plan dominacji',
      'Planer nauki',
      'Rozliczenia',
    ])
  })

  it('shows only the pages that exist', () => {
    const onlyGeneral = (path: string) => path === ROUTES.settingsGeneral
    const withPlanner = { isParent: false, features: { ...NO_TOOLS, planner: true } }
    expect(labels(settingsTabs(withPlanner, onlyGeneral))).toEqual(['Ogólne'])
  })
})
