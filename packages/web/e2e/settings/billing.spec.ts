import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, expectAppReady, mockUrl, test, type MockControl } from '../fixtures'

const BILLING = '/ustawienia/rozliczenia'
const DAY = 86_400_000
const MINUTE = 60_000
const GRACE = 'Nie udało się pobrać opłaty za Pakiet Pro'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
})

const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true })

/** The plan's state in a badge beside 'Pakiet Pro' (its words are exactly the badge's). */
const planBadge = (plan: ReturnType<typeof region>, text: string) =>
  plan.getByText(text, { exact: true })

/** Ticks both consents of the checkout and goes on to the provider, then pays by card there. */
async function payByCard(page: Page, card: string) {
  // The form may mount again while the page settles (session, catalogue): tick it once it has.
  await expectAppReady(page)
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  const consents = main.getByRole('group', { name: 'Zgody potrzebne do zakupu' })
  for (const box of await consents.getByRole('checkbox').all()) await box.check()
  for (const box of await consents.getByRole('checkbox').all()) await expect(box).toBeChecked()
  await main.getByRole('button', { name: 'Przechodzę do płatności' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wybierz sposób płatności' }),
  ).toBeVisible()
  await page.getByLabel('Numer karty').fill(card)
  await page.getByLabel('Data ważności (MM/RR)').fill('12/30')
  await page.getByLabel('Kod CVC').fill('123')
  await page.getByRole('button', { name: 'Zapłać kartą' }).click()
  // The provider sends the buyer back to where the API said (not this spec's concern).
  await expect(page).toHaveURL(/\/platnosc\/sukces\?zamowienie=/)
}

/**
 * `mini` buys pro monthly through the API and pays at the provider with a card whose renewals are
 * declined (the purchase's pages have specs of their own, e2e/commerce); the mock's clock then
 * moves to a minute after the renewal failed, and `mini` signs in on that clock.
 */
async function subscribeUntilGrace(
  page: Page,
  mock: MockControl,
  request: APIRequestContext,
  login: (page: Page, email: string) => Promise<void>,
) {
  const bought = Date.parse('2026-11-10T10:00:00.000Z')
  await mock.setClock(new Date(bought).toISOString())
  const mini = await apiAs(request, 'mini@example.com')
  const order = await mini.commerce.createOrder({
    body: { productId: 'pro-monthly', consents: { terms: true, immediateAccess: true } },
    headers: { 'idempotency-key': randomUUID() },
  })
  if (order.status !== 201) throw new Error(`POST /api/orders answered ${order.status}`)
  const payment = await mini.commerce.startPayment({ params: { id: order.body.id } })
  if (payment.status !== 200) throw new Error(`POST …/payment answered ${payment.status}`)
  await request.post(`${mockUrl()}${payment.body.paymentUrl}/card`, {
    form: { number: '4000 0000 0000 0341', expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  })
  const paid = await mini.commerce.getOrder({ params: { id: order.body.id } })
  expect(paid.status === 200 && paid.body.status, 'the order is paid').toBe('paid')

  // The renewal on 10.12 is declined; the browser's clock jumps with setSystemTime later on:
  // fastForward's jump of days leaves this page's timers (React Query's notifications, lazy
  // parts) stalled after the next navigation.
  let browserNow = bought + 30 * DAY + MINUTE
  await mock.advanceClock(browserNow - bought)
  await page.clock.install({ time: new Date(browserNow) })
  await login(page, 'mini@example.com')
  const forward = async (ms: number) => {
    await mock.advanceClock(ms)
    browserNow += ms
    await page.clock.setSystemTime(browserNow)
  }
  return { forward, plan: region(page, 'Pakiet Pro') }
}

test('pro sees its plan, the next renewal and the card; cancels to the end of the period and resumes', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'pro@example.com', { at: BILLING })
  await expect(
    page.getByRole('navigation', { name: 'Ustawienia' }).getByRole('link', { name: 'Rozliczenia' }),
  ).toHaveAttribute('aria-current', 'page')
  const plan = region(page, 'Pakiet Pro')
  await expect(plan).toContainText('Pakiet Pro (miesięczny)')
  await expect(plan).toContainText(/Odnowi się \d\d\.\d\d\.\d{4}\./)
  await expect(plan).toContainText(/Następne odnowienie\s*\d\d\.\d\d\.\d{4}, 49,00\szł/)
  await expect(plan).toContainText('Visa •••• 4242')
  await expect(planBadge(plan, 'Aktywna')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: GRACE })).toHaveCount(0)

  await plan.getByRole('button', { name: 'Anuluj subskrypcję' }).click()
  const dialog = page.getByRole('dialog', { name: 'Anulować subskrypcję?' })
  await expect(dialog).toContainText('Pakiet Pro zostanie z Tobą do końca opłaconego okresu')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Anuluj subskrypcję' }).click()
  await expect(dialog).toBeHidden()
  await expect(plan).toContainText(/Anulowana: Pro działa do \d\d\.\d\d\.\d{4} i się nie odnowi\./)
  await expect(plan).not.toContainText('Następne odnowienie')
  await expect(planBadge(plan, 'Nie odnowi się')).toBeVisible()

  await plan.getByRole('button', { name: 'Wznów subskrypcję' }).click()
  await expect(plan).toContainText(/Odnowi się \d\d\.\d\d\.\d{4}\./)
  await expect(plan.getByRole('button', { name: 'Anuluj subskrypcję' })).toBeVisible()
  await expect(planBadge(plan, 'Aktywna')).toBeVisible()
})

test('a paid order is in the history with its printable confirmation; other ids are not found', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'mini@example.com', { at: '/produkt/chat/zakup' })
  await payByCard(page, '4242 4242 4242 4242')

  await page.goto(BILLING)
  const plan = region(page, 'Pakiet Pro')
  await expect(plan.getByRole('link', { name: 'Przejdź na pro' })).toHaveAttribute(
    'href',
    '/produkt/pro',
  )
  await expect(planBadge(plan, 'Brak subskrypcji')).toBeVisible()
  const history = region(page, 'Historia płatności')
  const row = history.getByRole('row').filter({ hasText: 'Pakiet 500 wiadomości czatu AI' })
  await expect(row).toContainText('29,00 zł')
  await expect(row).toContainText('Opłacone')
  await checkA11y(page)

  await row.getByRole('link', { name: /^Potwierdzenie/ }).click()
  await expect(page).toHaveURL(/\/ustawienia\/rozliczenia\/[0-9A-Za-z]{27}$/)
  const receipt = page.getByRole('article', {
    name: /^Potwierdzenie płatności nr [0-9A-Za-z]{27}$/,
  })
  await expect(receipt).toContainText('Pakiet 500 wiadomości czatu AI')
  await expect(receipt).toContainText('Efektywna Nauka sp. z o.o.')
  await expect(receipt).toContainText('NIP 525-224-84-81')
  await expect(receipt).toContainText('mini@example.com')
  await expect(receipt).toContainText('VAT 23%')
  await expect(receipt).toContainText('23,58 zł')
  await expect(receipt).toContainText('5,42 zł')
  await expect(receipt).toContainText('To potwierdzenie płatności, nie faktura VAT.')
  await expect(receipt.getByRole('button', { name: 'Drukuj' })).toBeVisible()
  await checkA11y(page)

  for (const id of ['0'.repeat(27), 'nie-ma-takiego']) {
    await page.goto(`${BILLING}/${id}`)
    await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGE })).toBeVisible()
  }
})

test('a declined renewal: the grace banner while the tools stay, then pro ends and is offered again', async ({
  page,
  mock,
  request,
  login,
  checkA11y,
}) => {
  // Two clock jumps and page loads across the product, a tool and billing: longer than the
  // default 30 s on a busy 2-core machine.
  test.setTimeout(60_000)
  // The sign-in ends on /produkt.
  const { forward, plan } = await subscribeUntilGrace(page, mock, request, login)
  const banner = page.getByRole('status').filter({ hasText: GRACE })
  await expect(banner).toContainText('Narzędzia Pro działają jeszcze przez 3 dni')
  await expect(banner.getByRole('link', { name: 'Przejdź do rozliczeń' })).toHaveAttribute(
    'href',
    BILLING,
  )
  const productMenu = page.getByRole('navigation', { name: 'Menu produktu' })
  await productMenu.getByRole('button', { name: 'Narzędzia' }).click()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Fiszki' })).toBeVisible()
  await page.keyboard.press('Escape')
  // SPEC §6: offered only while no subscription is active (grace still counts as active).
  await expect(productMenu.getByRole('link', { name: 'Przejdź na pro' })).toHaveCount(0)
  // The tool itself, not its Pro offer: on a first visit its tutorial opens over it.
  await page.goto('/produkt/fiszki')
  const tutorial = page.getByRole('dialog', { name: 'Jak działają fiszki' })
  await tutorial.getByRole('button', { name: 'Zamknij' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fiszki' })).toBeVisible()
  await expect(page.getByRole('heading', { name: PRO_TOOL_TITLE })).toHaveCount(0)

  await page.goto(BILLING)
  await expect(banner).toBeVisible()
  await expect(plan).toContainText('Płatność 10.12.2026 nie powiodła się.')
  await expect(planBadge(plan, 'Zaległa płatność')).toBeVisible()
  await expect(
    region(page, 'Historia płatności').getByRole('row').filter({ hasText: 'Nieudane' }),
  ).toContainText('Pakiet Pro (miesięczny)')
  await checkA11y(page)

  await forward(3 * DAY)
  await page.goto('/produkt/fiszki')
  await expect(page.getByRole('heading', { level: 1, name: PRO_TOOL_TITLE })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  await page.goto('/produkt')
  await expect(page.getByRole('heading', { level: 1, name: 'Moje produkty' })).toBeVisible()
  await expect(banner).toHaveCount(0)
  await expect(productMenu.getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()

  await page.goto(BILLING)
  await expect(plan).toContainText('Wygasła: płatność 10.12.2026 nie powiodła się.')
  await expect(planBadge(plan, 'Wygasła')).toBeVisible()
  await expect(plan.getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  await expect(plan.getByRole('button', { name: 'Wznów subskrypcję' })).toHaveCount(0)
  await checkA11y(page)
})

test('in grace the missed renewal is paid with a new card, and pro goes on', async ({
  page,
  mock,
  request,
  login,
  checkA11y,
}) => {
  const { plan } = await subscribeUntilGrace(page, mock, request, login)
  await page.goto(BILLING)
  await expect(plan).toContainText('Płatność 10.12.2026 nie powiodła się.')
  await expect(plan).toContainText('Zapłać zaległe 49,00 zł nową kartą')
  await checkA11y(page)
  await plan.getByRole('button', { name: 'Zaktualizuj kartę i zapłać' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wybierz sposób płatności' }),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText('49,00')
  await page.getByLabel('Numer karty').fill('5555 5555 5555 4444')
  await page.getByLabel('Data ważności (MM/RR)').fill('12/30')
  await page.getByLabel('Kod CVC').fill('123')
  await page.getByRole('button', { name: 'Zapłać kartą' }).click()

  await expect(page).toHaveURL(/\/platnosc\/sukces\?zamowienie=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność przyjęta' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    'Zaległa opłata za Pakiet Pro jest zapłacona: narzędzia Pro działają dalej.',
  )
  await checkA11y(page)
  await page.getByRole('main').getByRole('link', { name: 'Przejdź do rozliczeń' }).click()
  await expect(plan).toContainText('Odnowi się 10.01.2027.')
  await expect(plan).toContainText('•••• 4444')
  await expect(plan.getByRole('button', { name: 'Zaktualizuj kartę i zapłać' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: GRACE })).toHaveCount(0)
})

test('an account that never paid sees the empty history and the way to pro', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'brak@example.com', { at: BILLING })
  await expect(region(page, 'Historia płatności')).toContainText(
    'Nie masz jeszcze żadnych płatności.',
  )
  await expect(
    region(page, 'Pakiet Pro').getByRole('link', { name: 'Przejdź na pro' }),
  ).toBeVisible()
  await checkA11y(page)
})
