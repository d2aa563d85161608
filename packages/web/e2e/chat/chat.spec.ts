import { XSS_PAYLOADS } from '../blog/xss-payloads'
import { expect, test } from '../fixtures'
import { STUDENT, answers, lastAnswer, skipTutorial } from './helpers'

const CHAT_POSTS = { pattern: '/api/saas/chat/*', method: 'POST' } as const
const QUADRATIC = 'Jak rozwiązać równanie x² − 5x + 6 = 0?'

test('the tutorial shows on the first visit only; "Jak to działa?" opens it again', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, STUDENT, { at: '/produkt/chat' })
  const tutorial = page.getByRole('dialog', { name: 'Jak działa czat' })
  await expect(tutorial).toBeVisible()
  await checkA11y(page)
  await tutorial.getByRole('button', { name: 'Dalej' }).click()
  await tutorial.getByRole('button', { name: 'Dalej' }).click()
  await tutorial.getByRole('button', { name: 'Zaczynam' }).click()
  await expect(tutorial).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Czat AI' })).toBeVisible()
  await expect(tutorial).toHaveCount(0)
  const help = page.getByRole('button', { name: 'Jak to działa?' })
  await help.click()
  await expect(tutorial).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tutorial).toHaveCount(0)
  await expect(help).toBeFocused()
})

test('a question streams in; "Zatrzymaj" keeps what was written, "Wygeneruj ponownie" writes it again', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  await skipTutorial(request)
  await login(page, STUDENT, { at: '/produkt/chat' })
  await expect(page.getByRole('heading', { level: 1, name: 'Czat AI' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Funkcja kwadratowa/ })).toBeVisible()
  await expect(page.getByText('Pozostało 15 z 20 wiadomości na dziś')).toBeVisible()
  await checkA11y(page)

  // Slow: 3 s to the first words, then one chunk every 300 ms.
  await mock.addScenario({ ...CHAT_POSTS, chat: { kind: 'slow' } })
  await page.getByRole('button', { name: QUADRATIC, exact: true }).click()
  await page.getByRole('button', { name: 'Wyślij' }).click()
  const answer = lastAnswer(page)
  // The first words come after the scenario's 3 s wait.
  await expect(answer).toContainText('Zajmijmy', { timeout: 10_000 })
  // Text is shown while the answer is still being written.
  await expect(page.getByRole('button', { name: 'Zatrzymaj' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: QUADRATIC })).toBeVisible()

  await page.getByRole('button', { name: 'Zatrzymaj' }).click()
  await expect(answer).toContainText('Zatrzymano')
  await expect(answer).toContainText('Zajmijmy')
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeVisible()

  await mock.clearScenarios()
  await answer.getByRole('button', { name: 'Wygeneruj ponownie' }).click()
  await expect(lastAnswer(page)).toContainText('pójdziemy dalej')
  await expect(lastAnswer(page)).not.toContainText('Zatrzymano')
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  // The question and the new take counted; the stopped one too.
  await expect(page.getByText('Pozostało 13 z 20 wiadomości na dziś')).toBeVisible()
  await expect(page.getByRole('math').first()).toBeAttached()
  await checkA11y(page)
})

test('an answer whose connection broke keeps its text with "Spróbuj ponownie", also after a reload', async ({
  page,
  request,
  mock,
  login,
}) => {
  await skipTutorial(request)
  await login(page, STUDENT, { at: '/produkt/chat' })
  await page.getByRole('link', { name: /Funkcja kwadratowa/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Funkcja kwadratowa' })).toBeVisible()

  await mock.addScenario({ ...CHAT_POSTS, chat: { kind: 'drop', afterChunks: 5 } })
  await page.getByLabel('Twoja wiadomość').fill('Wyszło mi x = 2 i x = 3.')
  await page.getByLabel('Twoja wiadomość').press('Enter')
  const answer = lastAnswer(page)
  await expect(answer).toContainText('Odpowiedź została przerwana.')
  // What was written before the break (after the answer's hidden 'Tutor' heading).
  const written = (await answer.innerText()).replace(/^Tutor\s*/, '')
  const partial = written.split('Odpowiedź została przerwana.')[0]!.trim()
  expect(partial.length).toBeGreaterThan(0)
  // The draft was taken by the server: the field is empty again.
  await expect(page.getByLabel('Twoja wiadomość')).toHaveValue('')

  await page.reload()
  await expect(lastAnswer(page)).toContainText('Odpowiedź została przerwana.')
  await expect(lastAnswer(page)).toContainText(partial.slice(0, 20))

  await mock.clearScenarios()
  await lastAnswer(page).getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  await expect(lastAnswer(page)).not.toContainText('Odpowiedź została przerwana.')
})

test('a refused message keeps its text; a crisis message gets the helplines at once', async ({
  page,
  request,
  login,
}) => {
  await skipTutorial(request)
  await login(page, STUDENT, { at: '/produkt/chat' })
  const field = page.getByLabel('Twoja wiadomość')
  await field.fill('   ')
  await page.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wiadomość nie może być pusta.')
  await field.fill('x'.repeat(4001))
  await field.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Wiadomość może mieć najwyżej 4000 znaków.')
  await expect(field).toHaveValue('x'.repeat(4001))

  await field.fill('Nie chcę już żyć, nic nie ma sensu')
  await field.press('Enter')
  const answer = lastAnswer(page)
  await expect(answer).toContainText('116 111')
  await expect(answer).toContainText('800 70 2222')
  await expect(answer).toContainText('112')
  await expect(answer.getByRole('button', { name: 'Wygeneruj ponownie' })).toHaveCount(0)
  // A helpline answer is never counted.
  await expect(page.getByText('Pozostało 15 z 20 wiadomości na dziś')).toBeVisible()
})

test('markup in messages is shown as text and never runs', async ({ page, request, login }) => {
  await skipTutorial(request)
  await login(page, STUDENT, { at: '/produkt/chat' })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = [
    ...XSS_PAYLOADS.slice(0, 12),
    '[x](javascript:window.__xss=1)',
    '$\\href{javascript:window.__xss=1}{x}$',
    '<svg onload=window.__xss=1>',
  ].join('\n')
  await page.getByLabel('Twoja wiadomość').fill(payload)
  await page.getByRole('button', { name: 'Wyślij' }).click()
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  const question = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Ty' }) })
    .last()
  await expect(question).toContainText('<script>window.__xss=1</script>')
  await expect(question).toContainText('[x](javascript:window.__xss=1)')
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  const scripts = await page
    .locator('main script, main img, main svg[onload], main a[href^="javascript"]')
    .count()
  expect(scripts).toBe(0)
})

// Any signed-in user may chat (decision 0159): a free account and one with nothing else.
for (const email of ['nowy@example.com', 'brak@example.com']) {
  test(`${email} chats too`, async ({ page, request, login }) => {
    await skipTutorial(request, email)
    await login(page, email, { at: '/produkt/chat' })
    await expect(page.getByText('Pozostało 20 z 20 wiadomości na dziś')).toBeVisible()
    await page.getByRole('button', { name: QUADRATIC, exact: true }).click()
    // exact: the email banner of a new account has 'Wyślij kod'.
    await page.getByRole('button', { name: 'Wyślij', exact: true }).click()
    await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: QUADRATIC })).toBeVisible()
    await expect(page.getByText('Pozostało 19 z 20 wiadomości na dziś')).toBeVisible()
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the list comes first, a conversation takes the screen with a way back', async ({
    page,
    request,
    login,
    checkA11y,
  }) => {
    await skipTutorial(request)
    await login(page, STUDENT, { at: '/produkt/chat' })
    await expect(page.getByRole('link', { name: /Ruch jednostajny/ })).toBeVisible()
    await checkA11y(page)
    await page.getByRole('link', { name: /Ruch jednostajny/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Ruch jednostajny' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Funkcja kwadratowa/ })).toBeHidden()
    await expect(answers(page).first()).toBeVisible()
    await checkA11y(page)
    await page.getByRole('link', { name: 'Wszystkie rozmowy' }).click()
    await expect(page.getByRole('link', { name: /Funkcja kwadratowa/ })).toBeVisible()
  })
})
