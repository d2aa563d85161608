import { expect, test } from '../fixtures'
import { STUDENT, decksOf } from './helpers'

// The development build loads a stylesheet with the module that imports it: a component that
// uses another's classes without importing their stylesheet is unstyled when opened first.
test.use({ devServer: true })

test('in the development build, the card editor opened on a deck page is a styled dialog', async ({
  page,
  request,
  loginThroughForm,
}) => {
  // The dev server compiles modules on first request.
  test.setTimeout(120_000)
  const [deck] = await decksOf(request)
  await loginThroughForm(page, STUDENT)
  await page.goto(`/produkt/fiszki/${deck?.id}`)
  await page.getByRole('button', { name: 'Dodaj fiszkę' }).click({ timeout: 60_000 })
  const dialog = page.getByRole('dialog', { name: 'Nowa fiszka' })
  await expect(dialog).toHaveCSS('position', 'fixed')
  // Over the page, not after its footer.
  const box = await dialog.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.y >= 0 && box.y < viewport.height).toBe(true)
})
