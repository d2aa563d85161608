import { expect, navigateInApp, test, waitForAppSettled } from '../fixtures'

/**
 * SPEC §6 as a matrix: every persona against every protected area, checked in the browser
 * (the route guards), with the redirect targets written out here rather than computed. The first
 * area of a walk is loaded afresh (the guards on the app's start), the rest opened inside the app
 * (the guards on a navigation): both run the same beforeLoad. Each area is checked once the app
 * has settled on it, so a redirect made later (by a loader) would show too.
 */
const STAYS = 'stays'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const KED_OFFER = '/oferta/kurs-efektywnego-dzialania'
const PED_OFFER = '/newsletter/podstawy-efektywnego-dzialania'
const ZN_OFFER = '/oferta/zrozumiec-nastolatka'

const AREAS = [
  '/produkt',
  '/produkt/kurs-efektywnego-dzialania',
  '/produkt/podstawy-efektywnego-dzialania',
  '/produkt/zrozumiec-nastolatka',
  '/produkt/planer-nauki',
  '/produkt/fiszki',
  '/produkt/plan-dominacji',
  '/produkt/zadania',
  '/produkt/panel-rodzica',
  '/produkt/spolecznosc',
  '/ustawienia',
  '/statystyki',
  '/ranking',
  '/admin',
  '/admin/ai',
  '/admin/transakcje',
  '/logowanie',
] as const
type Area = (typeof AREAS)[number]
type Expected = Record<Area, string>

/** A user with course groups; `overrides` name where they differ. */
const member = (overrides: Partial<Expected>): Expected => ({
  '/produkt': STAYS,
  '/produkt/kurs-efektywnego-dzialania': KED_OFFER,
  '/produkt/podstawy-efektywnego-dzialania': PED_OFFER,
  '/produkt/zrozumiec-nastolatka': ZN_OFFER,
  // A tool's page without the tool offers pro (decision 0120): the page stays.
  '/produkt/planer-nauki': STAYS,
  '/produkt/fiszki': STAYS,
  '/produkt/plan-dominacji': STAYS,
  '/produkt/zadania': STAYS,
  '/produkt/panel-rodzica': '/produkt',
  '/produkt/spolecznosc': STAYS,
  // /ustawienia opens its first tab.
  '/ustawienia': '/ustawienia/ogolne',
  '/statystyki': STAYS,
  // Rankings are open to everybody since 13.10.2025 (docs/decisions/0015-when-rankings-open.md);
  // the date is checked below.
  '/ranking': STAYS,
  '/admin': '/',
  '/admin/ai': '/',
  '/admin/transakcje': '/',
  '/logowanie': '/produkt',
  ...overrides,
})

/**
 * With nothing to use (no group, no platform sign-up, no subscription or tool) /produkt sends
 * home, and so does every page that sends to /produkt; a tool's page offers pro (decision 0120).
 */
const withoutGroups = (overrides: Partial<Expected> = {}): Expected =>
  member({
    '/produkt': '/',
    '/produkt/panel-rodzica': '/',
    '/produkt/spolecznosc': '/',
    '/logowanie': '/',
    ...overrides,
  })

const MATRIX: Record<string, Expected> = {
  'uczen@example.com': member({ '/produkt/kurs-efektywnego-dzialania': STAYS }),
  'pro@example.com': member({ '/produkt/kurs-efektywnego-dzialania': STAYS }),
  'mini@example.com': member({ '/produkt/podstawy-efektywnego-dzialania': STAYS }),
  'rodzic@example.com': member({
    '/produkt/zrozumiec-nastolatka': STAYS,
    '/produkt/panel-rodzica': STAYS,
    '/statystyki': '/produkt',
  }),
  // A platform sign-up (newFlow) without groups has /produkt and what it opens, like a course
  // member (issue 'Platform frame').
  'nowy@example.com': member({}),
  'brak@example.com': withoutGroups(),
  'admin@example.com': member({
    '/admin': STAYS,
    '/admin/ai': STAYS,
    '/admin/transakcje': STAYS,
  }),
  'asystent@example.com': member({
    '/admin': STAYS,
    '/admin/ai': '/admin',
    '/admin/transakcje': '/admin',
  }),
  'recenzent@example.com': member({}),
}

test('a guest is sent to log in from every protected area, remembering the page', async ({
  page,
}) => {
  for (const [index, area] of AREAS.entries()) {
    // A page load is checked once the app has settled too (navigateInApp waits for it).
    await (index === 0 ? page.goto(area) : navigateInApp(page, area))
    if (index === 0) await waitForAppSettled(page)
    if (area === '/logowanie') {
      await expect(page).toHaveURL('/logowanie')
      continue
    }
    await expect(page, area).toHaveURL(`/logowanie?redirect=${encodeURIComponent(area)}`)
  }
})

test('after logging in from a guard the user lands on the page they wanted', async ({
  page,
  mock,
}) => {
  const persona = await mock.persona('uczen@example.com')
  await page.goto('/produkt/fiszki')
  await expect(page).toHaveURL(/\/logowanie\?redirect=/)
  await page.getByLabel('Adres email').fill(persona.email)
  await page.getByLabel('Hasło').fill(persona.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(page).toHaveURL('/produkt/fiszki')
})

for (const [email, expected] of Object.entries(MATRIX)) {
  test(`${email}: each area lets in or redirects as SPEC §6 says`, async ({ page, login }) => {
    await login(page, email, { at: AREAS[0] })
    for (const [index, area] of AREAS.entries()) {
      await (index === 0 ? waitForAppSettled(page) : navigateInApp(page, area))
      const target = expected[area]
      // A page that stays may add its own search (the tasks list restores saved filters).
      await expect(page, `${email} on ${area}`).toHaveURL(
        target === STAYS ? new RegExp(`${escapeRegExp(area)}(\\?.*)?$`) : target,
      )
    }
  })
}

test('rankings open to students on 13.10.2025; staff see them before', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: null })
  await page.clock.setFixedTime(new Date('2025-10-12T23:59:00+02:00'))
  await page.goto('/ranking')
  await expect(page).toHaveURL('/produkt')
  await page.getByRole('button', { name: /^Zalogowano jako/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Ranking' })).toHaveCount(0)

  await page.clock.setFixedTime(new Date('2025-10-13T00:00:00+02:00'))
  await page.goto('/ranking')
  await expect(page).toHaveURL('/ranking')
})

test('an assistant sees rankings before the date too', async ({ page, login }) => {
  await login(page, 'asystent@example.com', { at: null })
  await page.clock.setFixedTime(new Date('2025-10-01T12:00:00+02:00'))
  await page.goto('/ranking')
  await expect(page).toHaveURL('/ranking')
})
