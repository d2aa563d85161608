import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const launch = (page: Page) => page.getByRole('region', { name: 'Platforma jest już dostępna' })

// Issue 25: public pages follow the session, after hydration where the page is prerendered.
test('the home page asks a guest to sign in and sends a signed-in user to My products, without moving', async ({
  page,
  login,
}) => {
  // The prerendered HTML is the same for everybody: the guest's wording.
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text()
  expect(html).toContain('Zaloguj się i zacznij korzystać już dziś.')

  await page.goto('/')
  await expect(launch(page)).toContainText('Zaloguj się i zacznij korzystać już dziś.')
  const guestBox = await launch(page).boundingBox()

  await login(page, 'uczen@example.com', { at: '/' })
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
  await expect(launch(page)).toContainText('Zacznij korzystać już dziś w Moich produktach.')
  await expect(launch(page)).not.toContainText('Zaloguj się')
  await expect(launch(page).getByRole('link', { name: 'Moich produktach' })).toHaveAttribute(
    'href',
    '/produkt',
  )
  // One sentence for the other: what follows the section does not move.
  expect((await launch(page).boundingBox())?.height).toBe(guestBox?.height)
})

test('a signed-in buyer back from the payment has the product menu', async ({
  page,
  baseURL,
  login,
}) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
  await login(page, 'mini@example.com', { at: '/produkt/zakup/kurs-efektywnego-dzialania' })
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check()
  await page.getByRole('checkbox', { name: /^Chcę dostać dostęp/ }).check()
  await page.getByRole('button', { name: 'Przechodzę do płatności' }).click()
  await page.getByRole('button', { name: 'Anuluj płatność i wróć do sklepu' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Płatność nie powiodła się')
  await expect(page).toHaveURL(/\/zakup\/kurs-efektywnego-dzialania\/\w{27}\/blad$/)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: 'Menu produktu' })).toBeVisible()
  await expect(banner.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0)
  // The shared outcome: its heading takes the focus, so the news is read first.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
