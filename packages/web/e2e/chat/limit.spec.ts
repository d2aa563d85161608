import type { APIRequestContext } from '@playwright/test'
import { apiAs, tokenFor } from '../blog/helpers'
import {
  expect,
  forwardBothClocks,
  mockUrl,
  setBothClocks,
  test,
  waitForAppSettled,
  type MockControl,
} from '../fixtures'
import { STUDENT, lastAnswer, skipTutorial } from './helpers'

const LIMIT_429 = 'Wykorzystano dzienny limit wiadomości (20). Kolejne będą dostępne od 00:00.'

/**
 * Spends the rest of the day's allowance as another device would, through the API: each answer
 * breaks off after its first words (a `chat` scenario), which still counts, so it takes a moment.
 */
async function spendTheDay(request: APIRequestContext, mock: MockControl, conversationId: string) {
  const api = await apiAs(request, STUDENT)
  const usage = await api.chat.getUsage()
  if (usage.status !== 200) throw new Error(`GET usage answered ${usage.status}`)
  const authorization = `Bearer ${await tokenFor(request, STUDENT)}`
  await mock.addScenario({
    pattern: '/api/saas/chat/*',
    method: 'POST',
    chat: { kind: 'error', afterChunks: 1 },
  })
  for (let i = 0; i < usage.body.remainingToday; i++) {
    const sent = await request.post(
      `${mockUrl()}/api/saas/chat/conversations/${conversationId}/messages`,
      {
        headers: {
          authorization,
          'idempotency-key': `e2e-chat-limit-${String(i).padStart(4, '0')}`,
        },
        data: { content: `Pytanie ${i + 1}: ile to 2 + ${i}?` },
      },
    )
    expect(sent.status()).toBe(200)
  }
  await mock.clearScenarios()
}

test('the day ends at the allowance: the 429, a pack bought by BLIK, and a new day at 00:00 Warsaw', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  // A payment in the provider's pages and two clock moves.
  test.setTimeout(60_000)
  await setBothClocks(page, mock, '2026-12-09T23:58:00+01:00')
  await skipTutorial(request)
  await login(page, STUDENT, { at: '/produkt/chat' })
  await page.getByRole('link', { name: /Funkcja kwadratowa/ }).click()
  const heading = page.getByRole('heading', { level: 2, name: 'Funkcja kwadratowa' })
  await expect(heading).toBeVisible()
  const conversationId = new URL(page.url()).searchParams.get('rozmowa') ?? ''
  await expect(page.getByText(/^Pozostał[oay] \d+ z 20 wiadomości na dziś$/)).toBeVisible()

  // Another device uses up the day meanwhile: this page still offers to send, the server says no.
  await spendTheDay(request, mock, conversationId)
  const field = page.getByLabel('Twoja wiadomość')
  await field.fill('Czy mogę jeszcze o coś zapytać?')
  await field.press('Enter')
  await expect(page.getByText(LIMIT_429)).toBeVisible()
  await expect(field).toHaveValue('Czy mogę jeszcze o coś zapytać?')
  const limit = page.getByRole('status').filter({ hasText: 'Pozostało 0 z 20' })
  await expect(limit).toContainText('Kolejne wiadomości będą dostępne od 00:00.')
  await expect(field).toBeDisabled()
  await checkA11y(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(limit).toBeVisible()
  await checkA11y(page)
  await page.setViewportSize({ width: 1280, height: 720 })

  // A pack of 500, paid by BLIK.
  await limit.getByRole('link', { name: 'Kup pakiet 500 wiadomości' }).click()
  await expect(page).toHaveURL('/produkt/chat/zakup')
  // The checkout's form may mount again while the page settles (the session, the catalogue):
  // tick it once it has, as the billing tests do.
  await waitForAppSettled(page)
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  const consents = main.getByRole('group', { name: 'Zgody potrzebne do zakupu' })
  for (const box of await consents.getByRole('checkbox').all()) await box.check()
  for (const box of await consents.getByRole('checkbox').all()) await expect(box).toBeChecked()
  await main.getByRole('button', { name: 'Przechodzę do płatności' }).click()
  await page.getByLabel('Kod BLIK').fill('777777')
  await page.getByRole('button', { name: 'Zapłać BLIKIEM' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Potwierdź płatność w aplikacji banku',
  )
  // The bank's approval comes 3 s later on the mock's clock.
  await forwardBothClocks(page, mock, 3_000)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Płatność przyjęta', {
    timeout: 15_000,
  })
  await page.getByRole('link', { name: 'Wróć do czatu' }).click()
  await expect(
    page.getByText('Pozostało 0 z 20 wiadomości na dziś oraz 500 z pakietu'),
  ).toBeVisible()

  // The pack pays for the message once the day's allowance is spent.
  await page.getByRole('link', { name: /Funkcja kwadratowa/ }).click()
  await expect(heading).toBeVisible()
  await field.fill('Czy mogę jeszcze o coś zapytać?')
  await field.press('Enter')
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  await expect(
    page.getByText('Pozostało 0 z 20 wiadomości na dziś oraz 499 z pakietu'),
  ).toBeVisible()

  // 00:00 in Warsaw: the day's allowance is back, without a reload, and the pack waits.
  await forwardBothClocks(page, mock, 2 * 60_000)
  await expect(
    page.getByText('Pozostało 20 z 20 wiadomości na dziś oraz 499 z pakietu'),
  ).toBeVisible()
})
