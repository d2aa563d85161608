import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import { PRO, STUDENT, createExercise, exercisePath, publishedExercise, source } from './helpers'

test('previous and next follow the list the exercise was opened from', async ({
  page,
  request,
  login,
}) => {
  const optics = (title: string) =>
    source({
      subject: 'fizyka',
      level: 'PRIMARY',
      topic: 'optyka-i-fale',
      title,
      answer: { type: 'OPEN' },
    })
  await publishedExercise(request, optics('Lustro płaskie'))
  await publishedExercise(request, optics('Załamanie światła'))
  await login(page, STUDENT, {
    at: '/produkt/zadania?przedmiot=fizyka&poziom=PRIMARY&temat=optyka-i-fale',
  })
  const cards = page.locator('main a[href^="/produkt/zadania/"]').filter({
    hasText: /^(Lustro płaskie|Załamanie światła)$/,
  })
  await expect(cards).toHaveCount(2)
  const listed = await page
    .locator('main a[href^="/produkt/zadania/"]')
    .evaluateAll((links) =>
      links
        .filter((link) =>
          /^\/produkt\/zadania\/[0-9A-Za-z]{27}$/.test(link.getAttribute('href') ?? ''),
        )
        .map((link) => link.textContent?.trim() ?? ''),
    )
  const [first, second] = listed
  await page.getByRole('link', { name: first, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Inne zadania z listy' })
  await expect(nav.getByRole('link', { name: /^Poprzednie/ })).toHaveCount(0)
  await expect(nav).toContainText(`1 z ${listed.length}`)
  await nav.getByRole('link', { name: `Następne zadanie: ${second}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible()
  await expect(nav).toContainText(`2 z ${listed.length}`)
  await nav.getByRole('link', { name: `Poprzednie zadanie: ${first}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
})

test('an unknown id, an id of another form and another user’s private exercise are not found', async ({
  page,
  request,
  login,
}) => {
  const hidden = await createExercise(
    await apiAs(request, PRO),
    source({ title: 'Prywatne zadanie', answer: { type: 'OPEN' } }),
  )
  await login(page, STUDENT, { at: exercisePath(hidden.id) })
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(NOT_FOUND_MESSAGE)
  await page.goto(exercisePath('0'.repeat(27)))
  await expect(heading).toHaveText(NOT_FOUND_MESSAGE)
  await page.goto(exercisePath('nie-ma-takiego'))
  await expect(heading).toHaveText(NOT_FOUND_MESSAGE)
})
