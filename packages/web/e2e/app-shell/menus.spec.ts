import type { Page } from '@playwright/test'
import { expect, navigateInApp, test, waitForAppSettled } from '../fixtures'

/** What the header shows each persona (SPEC §2), written out per persona. */
interface MenuExpectation {
  email: string | null
  page: string
  menu: 'Menu główne' | 'Menu produktu' | 'Menu panelu administracyjnego'
  /** Top-level items; an item with sub-items is written "Label: Sub, Sub". */
  items: string[]
  /** The avatar dropdown, without the email label. */
  account: string[] | null
}

const PUBLIC = ['O nas', 'Kurs', 'Platforma', 'Blog', 'Opinie']
// The chat is every product user's tool, before the flagged ones; the admin panel's Feedback and
// KED wait for their pages (decision 0108).
const ALL_TOOLS = 'Narzędzia: Czat, Planer nauki, Plan dominacji, Fiszki, Zadania'
const STUDENT_ACCOUNT = ['Moje Produkty', 'Ustawienia', 'Statystyki', 'Ranking', 'Wyloguj się']

const EXPECTATIONS: MenuExpectation[] = [
  { email: null, page: '/', menu: 'Menu główne', items: PUBLIC, account: null },
  {
    email: 'uczen@example.com',
    page: '/produkt',
    menu: 'Menu produktu',
    items: ['Program', ALL_TOOLS, 'Społeczność', 'Przejdź na pro'],
    account: STUDENT_ACCOUNT,
  },
  {
    email: 'pro@example.com',
    page: '/produkt',
    menu: 'Menu produktu',
    items: ['Program', ALL_TOOLS, 'Społeczność'],
    account: STUDENT_ACCOUNT,
  },
  {
    email: 'mini@example.com',
    page: '/produkt',
    menu: 'Menu produktu',
    items: ['Program', 'Narzędzia: Czat', 'Społeczność', 'Kurs', 'Przejdź na pro'],
    account: STUDENT_ACCOUNT,
  },
  {
    email: 'rodzic@example.com',
    page: '/produkt',
    menu: 'Menu produktu',
    items: ['Program', 'Narzędzia: Czat', 'Społeczność', 'Kurs', 'Przejdź na pro'],
    // Statistics are hidden for parents (docs/decisions/0014-who-does-not-see-statistics.md).
    account: ['Moje Produkty', 'Ustawienia', 'Ranking', 'Wyloguj się'],
  },
  {
    email: 'uczen@example.com',
    page: '/blog',
    menu: 'Menu główne',
    items: PUBLIC,
    account: STUDENT_ACCOUNT,
  },
  {
    email: 'admin@example.com',
    page: '/admin',
    menu: 'Menu panelu administracyjnego',
    items: ['AI', 'Newsletter', 'Diagnostyka', 'Ścieżki', 'Transakcje', 'Blog'],
    account: [...STUDENT_ACCOUNT.slice(0, 4), 'Admin', 'Wyloguj się'],
  },
  {
    email: 'asystent@example.com',
    page: '/admin',
    menu: 'Menu panelu administracyjnego',
    items: ['Blog'],
    account: [...STUDENT_ACCOUNT.slice(0, 4), 'Assistant', 'Wyloguj się'],
  },
]

/** The top-level items of the desktop menu, opening each sub-menu to read it. */
async function desktopItems(page: Page, menuName: string, expected: string[]): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: menuName })
  // Items with sub-items become buttons once their menu code has loaded.
  const withSubItems = expected.filter((item) => item.includes(': ')).length
  await expect(nav.getByRole('button')).toHaveCount(withSubItems)
  const result: string[] = []
  for (const item of await nav.getByRole('listitem').all()) {
    const button = item.getByRole('button')
    if ((await button.count()) === 0) {
      result.push((await item.innerText()).trim())
      continue
    }
    const label = (await button.innerText()).trim()
    await button.click()
    const subItems = await page.getByRole('menu').getByRole('menuitem').allInnerTexts()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    result.push(`${label}: ${subItems.map((text) => text.trim()).join(', ')}`)
  }
  return result
}

async function accountItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Zalogowano jako/ }).click()
  const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts()
  await page.keyboard.press('Escape')
  return items.map((text) => text.trim())
}

/** On a phone the menu is behind the burger: every item (sub-items flattened) and the account. */
async function expectBurgerMenu(page: Page, expected: MenuExpectation) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: expected.menu })).toBeHidden()
  await banner.getByRole('button', { name: 'Otwórz menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  const nav = dialog.getByRole('navigation', { name: expected.menu })
  const flat = expected.items.flatMap((item) => {
    const [label, subItems] = item.split(': ')
    return subItems ? subItems.split(', ') : [label ?? item]
  })
  for (const label of flat) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  if (flat.includes('Czat')) {
    await expect(nav.getByRole('link', { name: 'Czat', exact: true })).toHaveAttribute(
      'href',
      '/produkt/chat',
    )
  }
  if (expected.account) {
    for (const label of expected.account.filter((item) => item !== 'Wyloguj się')) {
      await expect(
        dialog.getByRole('list', { name: 'Konto' }).getByRole('link', { name: label }),
      ).toBeVisible()
    }
    await expect(dialog.getByRole('button', { name: 'Wyloguj się' })).toBeVisible()
  } else {
    await expect(dialog.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  }
  return { dialog, nav, flat }
}

/** On a desktop the whole menu is in the header, with the account's dropdown or the guest's links. */
async function expectHeaderMenu(page: Page, expected: MenuExpectation) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: expected.menu })).toBeVisible()
  // The whole menu is in the header: no burger beside it.
  await expect(banner.getByRole('button', { name: 'Otwórz menu' })).toBeHidden()
  expect(await desktopItems(page, expected.menu, expected.items)).toEqual(expected.items)
  if (expected.account) {
    await expect(banner.getByRole('link', { name: 'Moje Produkty' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0)
    expect(await accountItems(page)).toEqual(expected.account)
  } else {
    await expect(banner.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Zarejestruj się' })).toBeVisible()
  }
}

// One page load per persona: the page opens on a phone (the burger from the start), then the same
// tab is widened to a desktop, where the header shows the menu itself.
for (const expected of EXPECTATIONS) {
  const who = expected.email ?? 'guest'
  test(`${who} on ${expected.page} finds the ${expected.menu} behind the burger on a phone and in the header on a desktop`, async ({
    page,
    login,
    checkA11y,
  }) => {
    // The time the phone's test and the desktop's each had.
    test.setTimeout(60_000)
    const desktop = page.viewportSize()
    await page.setViewportSize({ width: 375, height: 740 })
    if (expected.email) await login(page, expected.email, { at: expected.page })
    else await page.goto(expected.page)
    const { dialog, nav, flat } = await expectBurgerMenu(page, expected)
    await checkA11y(page)
    // Choosing a link closes the menu and goes there.
    await nav.getByRole('link', { name: flat[flat.length - 1] ?? '', exact: true }).click()
    await expect(dialog).toBeHidden()

    if (desktop) await page.setViewportSize(desktop)
    await navigateInApp(page, expected.page)
    await expect(page).toHaveURL(expected.page)
    await expectHeaderMenu(page, expected)
    await checkA11y(page)
  })
}

test('the burger works by keyboard and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  // On a phone the header's account links are behind the burger: wait for the app itself.
  await waitForAppSettled(page)
  const burger = page.getByRole('button', { name: 'Otwórz menu' })
  await burger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused()
})

test('the avatar dropdown works by keyboard', async ({ page, login }) => {
  await login(page, 'uczen@example.com')
  const trigger = page.getByRole('button', { name: /^Zalogowano jako/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  // Opened by keyboard: the first item has the focus.
  await expect(page.getByRole('menuitem', { name: 'Moje Produkty' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Ustawienia' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/ustawienia/ogolne')
})

test('the skip link is the first stop and jumps to the content', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Przejdź do treści' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('the footer links the offer, platform, contact, opinions, jobs and legal pages', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['Oferta', '/oferta'],
    ['Platforma', '/prezentacja'],
    ['Kontakt', '/kontakt'],
    ['Opinie', '/opinie'],
    ['Oferty pracy', '/oferty-pracy'],
    ['Polityka prywatności', '/polityka-prywatnosci'],
    ['Regulamin', '/regulamin'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expect(footer).toContainText('© 2025')
})

/** Each page, and what shows that its content (not only its skeleton) is laid out. */
const SIDEWAYS_PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('banner') },
  { path: '/produkt', ready: (page: Page) => page.getByRole('heading', { name: 'Twoje postępy' }) },
  { path: '/ustawienia/ogolne', ready: (page: Page) => page.getByLabel('Nazwa wyświetlana') },
  // The charts draw to their box's width, measured after a first drawing 640 px wide.
  {
    path: '/statystyki',
    ready: (page: Page) => page.getByRole('group', { name: 'Czas nauki dzień po dniu' }),
  },
  // The composer: a textarea (its own width is its default columns) beside the send button.
  { path: '/produkt/chat', ready: (page: Page) => page.getByLabel('Twoja wiadomość') },
  // The week's windows: two time inputs and a button in a row, in two nested cards.
  {
    path: '/ustawienia/planer-nauki',
    ready: (page: Page) => page.getByRole('group', { name: 'Poniedziałek' }),
  },
] as const

test('nothing overflows sideways at 320, 768 or 1280 px', async ({ page, login }) => {
  // The time each width's test had.
  test.setTimeout(90_000)
  await login(page, 'uczen@example.com', { at: '/' })
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const { path, ready } of SIDEWAYS_PAGES) {
      // Inside the app: the page is laid out as after a full load, at this width.
      await navigateInApp(page, path)
      await expect(page).toHaveURL(path)
      await expect(ready(page)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})
