import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { STUDENT, decksOf } from '../flashcards/helpers'
import { expect, mockUrl, test } from '../fixtures'

// This file's worker also runs the Vite dev server (the development build) as its base URL: one
// file, so that one worker starts it and compiles the modules once for every test here.
test.use({ devServer: true })

test('the production bundle carries no dev toolbar code', () => {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets')
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8')
    expect(code, file).not.toContain('Narzędzia deweloperskie')
    expect(code, file).not.toContain('/__mock/')
  }
})

test.describe('in the development build', () => {
  // The dev server compiles modules on first request.
  test.setTimeout(90_000)

  test('switches persona, moves the clock, toggles scenarios and resets', async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.goto('/')
    const toolbar = page.getByRole('complementary', { name: 'Narzędzia deweloperskie' })
    // Collapsed to a round button; a click opens the panel.
    await toolbar
      .getByRole('button', { name: 'Narzędzia deweloperskie' })
      .click({ timeout: 30_000 })

    // One click signs in as a persona.
    await toolbar.getByRole('button', { name: 'mini', exact: true }).click()
    await expect(page.getByRole('banner')).toContainText('Zalogowano jako', { timeout: 15_000 })
    await expect(toolbar.getByRole('button', { name: 'mini', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await toolbar.getByRole('button', { name: 'uczen', exact: true }).click()
    await expect(toolbar.getByRole('button', { name: 'uczen', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // The mock's clock moves on by a week and stops there.
    const before = (await (await request.get(`${mockUrl()}/__mock/clock`)).json()) as {
      now: string
    }
    await toolbar.getByRole('button', { name: '+7 dni' }).click()
    await expect(toolbar).toContainText('zatrzymany')
    const after = (await (await request.get(`${mockUrl()}/__mock/clock`)).json()) as { now: string }
    const movedDays = (Date.parse(after.now) - Date.parse(before.now)) / 86_400_000
    expect(movedDays).toBeGreaterThanOrEqual(7)
    expect(movedDays).toBeLessThan(7.1)

    // A preset scenario on and off again.
    const serverDown = toolbar.getByRole('button', { name: 'Serwer wyłączony' })
    await serverDown.click()
    await expect(serverDown).toHaveAttribute('aria-pressed', 'true')
    const scenarios = async () =>
      (
        (await (await request.get(`${mockUrl()}/__mock/scenarios`)).json()) as {
          scenarios: object[]
        }
      ).scenarios
    expect(await scenarios()).toEqual([expect.objectContaining({ pattern: '/api/*', drop: true })])
    await serverDown.click()
    await expect(serverDown).toHaveAttribute('aria-pressed', 'false')
    expect(await scenarios()).toEqual([])

    // The payment provider's outage is one click too (its page and API, not the product API).
    const providerDown = toolbar.getByRole('button', { name: 'Operator płatności wyłączony' })
    await providerDown.click()
    await expect(providerDown).toHaveAttribute('aria-pressed', 'true')
    expect(await scenarios()).toEqual([
      expect.objectContaining({ pattern: '/provider/*', status: 503 }),
    ])
    await providerDown.click()
    await expect(providerDown).toHaveAttribute('aria-pressed', 'false')

    // A 500 on one route.
    await toolbar.getByLabel('Trasa').fill('/api/blog*')
    await toolbar.getByRole('button', { name: 'Dodaj błąd' }).click()
    await expect(toolbar.getByRole('list', { name: 'Aktywne scenariusze' })).toContainText(
      '/api/blog*: status 500',
    )
    await checkA11y(page)

    // Reset: no scenario, real time again.
    await toolbar.getByRole('button', { name: 'Przywróć dane początkowe' }).click()
    await expect(toolbar.getByRole('list', { name: 'Aktywne scenariusze' })).toHaveCount(0)
    await expect(toolbar).toContainText('rzeczywisty')
    expect(await scenarios()).toEqual([])
  })

  // The development build loads a stylesheet with the module that imports it: a component that
  // uses another's classes without importing their stylesheet is unstyled when opened first.
  test('the card editor opened on a deck page is a styled dialog', async ({
    page,
    request,
    login,
  }) => {
    const [deck] = await decksOf(request)
    // The deck page is the first the development build serves in this tab (no login form and
    // My products before it, whose stylesheets could hide a missing import).
    await login(page, STUDENT, { at: null })
    await page.goto(`/produkt/fiszki/${deck?.id}`)
    await page.getByRole('button', { name: 'Dodaj fiszkę' }).click({ timeout: 60_000 })
    const dialog = page.getByRole('dialog', { name: 'Nowa fiszka' })
    await expect(dialog).toHaveCSS('position', 'fixed')
    // Over the page, not after its footer.
    const box = await dialog.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.y >= 0 && box.y < viewport.height).toBe(true)
  })
})
