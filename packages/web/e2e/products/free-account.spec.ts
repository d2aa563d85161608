import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const EMAIL = 'ola.free@example.com'
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' })

/** A platform sign-up through the initial quiz: an account with no course, no tool, no group. */
async function signUpAndTakeTheQuiz(page: Page) {
  await page.goto('/rejestracja-saas')
  await page.getByLabel('Imię').fill('Ola Free')
  await page.getByLabel('Adres email').fill(EMAIL)
  await page.getByLabel('Hasło').fill('Haslo1234')
  await page.getByRole('button', { name: 'Załóż konto' }).click()
  await page.getByRole('link', { name: 'Przejdź do moich produktów' }).click()
  for (const choice of ['Liceum', '2. klasa', 'Matematyka', 'Lepsze oceny', 'Nie wiem']) {
    await page.getByLabel(choice, { exact: true }).check()
    await next(page).click()
  }
  await page.getByLabel('Godziny w tygodniu').fill('5')
  await next(page).click()
  await page.getByRole('button', { name: 'Zakończ' }).click()
  const configured = page.getByRole('dialog', { name: 'Twoje konto jest gotowe' })
  await configured.getByRole('button', { name: 'Zaczynamy' }).click()
  await expect(configured).toBeHidden()
}

// Decision 0145: a free account is shown what it has, and the way to what it has not.
test("a free account's first steps: My products, 'Zacznij tutaj' and the community follow what it has", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  // A sign-up, the seven questions, two dialogs and three pages.
  test.setTimeout(60_000)
  await page.context().addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
  const communityCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/community'))
      communityCalls.push(request.url())
  })
  await signUpAndTakeTheQuiz(page)

  // 'Dziś' (issue 30), with My products' cards under the day: no community card (the API gives
  // its links to course participants only).
  await expect(heading(page)).toHaveText(/^Dziś, /)
  const tools = page.getByRole('region', { name: 'Narzędzia' })
  // The chat is everybody's; the other tools are offered (decision 0160).
  await expect(tools.getByRole('link', { name: 'Czat' })).toHaveAttribute('href', '/produkt/chat')
  await expect(tools).toContainText('Nie masz jeszcze pozostałych narzędzi.')
  await expect(tools.getByRole('link', { name: 'Poznaj pakiet Pro' })).toHaveAttribute(
    'href',
    '/produkt/pro',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Społeczność' })).toHaveCount(0)

  // 'Zacznij tutaj' on the next view: no courses to find, only the chat in the Narzędzia menu.
  await page.reload()
  const startHere = page.getByRole('dialog', { name: 'Zacznij tutaj' })
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Program')
  await expect(startHere).toContainText('Nie masz jeszcze żadnego kursu.')
  await expect(startHere).not.toContainText('Twoje kursy')
  await expect(
    startHere.getByRole('link', { name: 'Poznaj Kurs Efektywnego Działania' }),
  ).toHaveAttribute('href', '/oferta/kurs-efektywnego-dzialania')
  await checkA11y(page)
  await startHere.getByRole('button', { name: 'Dalej' }).click()
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Narzędzia')
  await expect(startHere).toContainText('Czat znajdziesz w menu Narzędzia.')
  await expect(startHere).toContainText('są w pakiecie Pro')
  await startHere.getByRole('button', { name: 'Dalej' }).click()
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Ustawienia')
  await startHere.getByRole('button', { name: 'Zaczynam' }).click()
  await expect(startHere).toBeHidden()

  // The menu's 'Społeczność' explains who the community is for, with no error.
  await page
    .getByRole('navigation', { name: 'Menu produktu' })
    .getByRole('link', { name: 'Społeczność' })
    .click()
  await expect(page).toHaveURL('/produkt/spolecznosc')
  await expect(heading(page)).toHaveText('Społeczność')
  await expect(page.getByRole('main')).toContainText(
    'Społeczność jest dostępna dla uczestników naszych kursów.',
  )
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Kurs Efektywnego Działania', exact: true }),
  ).toHaveAttribute('href', '/oferta/kurs-efektywnego-dzialania')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await checkA11y(page)

  // So do its other pages, opened by address.
  await page.goto('/produkt/spolecznosc/spotkanie-wprowadzajace')
  await expect(heading(page)).toHaveText('Społeczność')
  await expect(page.getByRole('main')).toContainText('Jak dołączyć?')
  await page.waitForLoadState('networkidle')
  expect(communityCalls).toEqual([])
})
