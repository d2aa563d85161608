import type { Page } from '@playwright/test'
import { expect, navigateInApp, test } from '../fixtures'

const STUDENT = 'uczen@example.com'
/** --color-surface of tokens.css in each theme, as the browser computes it. */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 20, 24)' }

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

test('the theme chosen in the settings applies at once, is kept on the device and paints before the app runs', async ({
  page,
  login,
  checkA11y,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await login(page, STUDENT, { at: '/ustawienia/ogolne' })
  const themes = page.getByRole('group', { name: 'Motyw' })
  await expect(themes.getByRole('radio', { name: 'Systemowy' })).toBeChecked()
  expect(await pageBackground(page)).toBe(SURFACE.light)

  await themes.getByRole('radio', { name: 'Ciemny' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await pageBackground(page)).toBe(SURFACE.dark)
  await checkA11y(page)

  // A prerendered page without the app's code: only the HTML's own script has run, and the page
  // is already dark (no flash of the device's light scheme).
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await pageBackground(page)).toBe(SURFACE.dark)
  await page.unroute('**/assets/*.js')

  await page.goto('/ustawienia/ogolne')
  await expect(themes.getByRole('radio', { name: 'Ciemny' })).toBeChecked()
  expect(await pageBackground(page)).toBe(SURFACE.dark)

  // 'Systemowy' follows the device; 'Jasny' holds against a dark device.
  await themes.getByRole('radio', { name: 'Systemowy' }).check()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme')
  expect(await pageBackground(page)).toBe(SURFACE.light)
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await pageBackground(page)).toBe(SURFACE.dark)
  // The options are one radio group: the arrow keys move the choice.
  await themes.getByRole('radio', { name: 'Systemowy' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(themes.getByRole('radio', { name: 'Ciemny' })).toBeChecked()
  await themes.getByRole('radio', { name: 'Jasny' }).check()
  expect(await pageBackground(page)).toBe(SURFACE.light)
  await page.reload()
  await expect(themes.getByRole('radio', { name: 'Jasny' })).toBeChecked()
  expect(await pageBackground(page)).toBe(SURFACE.light)
})

test('the main pages keep WCAG AA in the dark theme', async ({ page, login, checkA11y }) => {
  test.setTimeout(90_000)
  await page.emulateMedia({ colorScheme: 'dark' })
  // Each group's first page is loaded afresh, the rest opened inside the app.
  for (const [index, path] of ['/', '/oferta/kurs-efektywnego-dzialania', '/blog'].entries()) {
    await (index === 0 ? page.goto(path) : navigateInApp(page, path))
    expect(await pageBackground(page), path).toBe(SURFACE.dark)
    await checkA11y(page)
  }
  await login(page, STUDENT, { at: '/produkt' })
  for (const path of [
    '/produkt',
    '/produkt/kurs-efektywnego-dzialania',
    '/produkt/fiszki/nauka',
    '/ustawienia/rozliczenia',
  ]) {
    if (path !== '/produkt') await navigateInApp(page, path)
    expect(await pageBackground(page), path).toBe(SURFACE.dark)
    await checkA11y(page)
  }
})
