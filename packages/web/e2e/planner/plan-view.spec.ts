import type { Plan } from '@app/contract/planner'
import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, mockUrl, test } from '../fixtures'
import { PLANS, STUDENT, dayFromToday, shown, skipPlannerTutorial } from './helpers'

/** The seeded 'Semestr zimowy' of uczen, as the API has it. */
async function seededPlan(request: APIRequestContext): Promise<Plan> {
  const api = await apiAs(request, STUDENT)
  const list = await api.planner.listPlans()
  if (list.status !== 200) throw new Error(`GET plans answered ${list.status}`)
  const summary = list.body.items.find((item) => item.name === 'Semestr zimowy')
  const plan = await api.planner.getPlan({ params: { id: summary?.id ?? '' } })
  if (plan.status !== 200) throw new Error(`GET plan answered ${plan.status}`)
  return plan.body
}

const BLOCKS_PATH = '/api/saas/planner/plans/*/blocks'

/** Today's planner_block_done events of uczen. */
async function doneToday(request: APIRequestContext) {
  const api = await apiAs(request, STUDENT)
  const today = dayFromToday(0)
  const log = await api.activity.listActivity({
    query: { from: today, to: today, types: 'planner_block_done' },
  })
  if (log.status !== 200) throw new Error(`GET activity answered ${log.status}`)
  return log.body.items
}

test("the plan's week and month: 'Do rozliczenia' settled (a missed block re-flows, 'Cofnij' takes it back, done offline is recorded once), the month grid by keyboard", async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  await skipPlannerTutorial(request)
  await login(page, STUDENT, { at: PLANS })
  await page.getByRole('link', { name: 'Semestr zimowy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Semestr zimowy' })).toBeVisible()

  // Two seeded blocks passed unmarked, and today's that have passed by now.
  const settle = page.getByRole('region', { name: 'Do rozliczenia' })
  const missed = settle.getByRole('button', { name: /^Nie zrobione: / })
  await expect(missed.nth(1)).toBeVisible()
  const waiting = await missed.count()
  await expect(page.getByRole('group', { name: 'Widok' }).getByLabel('Tydzień')).toBeChecked()
  await expect(page.locator('.week-block').first()).toBeVisible()
  await checkA11y(page)

  const label = (await missed.first().getAttribute('aria-label')) ?? ''
  const [, topic, when] = /^Nie zrobione: (.+), (\S+ \d\d\.\d\d, \d\d:\d\d)$/.exec(label) ?? []
  await missed.first().click()
  const toast = page.getByText(`Przeniesiono „${topic}” na `)
  await expect(toast).toBeVisible()
  await expect(missed).toHaveCount(waiting - 1)
  await page.getByRole('button', { name: 'Cofnij' }).click()
  await expect(missed).toHaveCount(waiting)
  await settle.getByRole('button', { name: `Zrobione: ${topic}, ${when}`, exact: true }).click()
  await expect(page.getByText(`Zrobione: ${topic}.`)).toBeVisible()
  await expect(missed).toHaveCount(waiting - 1)

  // 'Zrobione' while the API fails: kept on the device, recorded once when it answers again.
  const before = (await doneToday(request)).length
  await mock.addScenario({ pattern: BLOCKS_PATH, method: 'PATCH', status: 503 })
  await settle
    .getByRole('button', { name: /^Zrobione: / })
    .first()
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Zapisano na tym urządzeniu' }),
  ).toBeVisible()
  await expect(missed).toHaveCount(waiting - 2)
  await mock.clearScenarios()
  await expect(page.getByText('Zapisano na tym urządzeniu')).toHaveCount(0, { timeout: 15_000 })
  await expect.poll(async () => (await doneToday(request)).length).toBe(before + 1)

  // The month: one tab stop on the chosen day, arrows, Home/End, PageDown, Enter.
  await page.getByRole('group', { name: 'Widok' }).getByLabel('Miesiąc').check()
  const grid = page.getByRole('grid')
  const selected = grid.locator('[aria-selected="true"]')
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1)
  await expect(selected).toHaveAttribute('aria-current', 'date')
  await selected.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(new RegExp(`data=${dayFromToday(1)}`))
  await expect(selected).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(page).toHaveURL(new RegExp(`data=${dayFromToday(-6)}`))
  await page.keyboard.press('Home')
  await expect(selected).toContainText(/poniedziałek/)
  await page.keyboard.press('End')
  await expect(selected).toContainText(/niedziela/)
  const month = await page.locator('.calendar-title').textContent()
  await page.keyboard.press('PageDown')
  await expect(page.locator('.calendar-title')).not.toHaveText(month ?? '')
  await expect(selected).toBeFocused()
  await checkA11y(page)
  const chosen = new URL(page.url()).searchParams.get('data') ?? ''
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/produkt/planer-nauki/\\w+/${chosen}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shown(chosen))
})

test("blocks move by keyboard, by 'Edytuj' and by mouse (a refusal keeps what was typed); a DST week shows 16:00 at 16:00; export and subscription; unknown plans are not found", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const plan = await seededPlan(request)
  const api = await apiAs(request, STUDENT)
  // 16:00 on Saturday 30 October 2027 (CEST) and on Sunday 31 October (CET, after the change).
  for (const startsAt of ['2027-10-30T14:00:00.000Z', '2027-10-31T15:00:00.000Z']) {
    const created = await api.planner.createBlock({
      params: { id: plan.id },
      headers: { 'idempotency-key': randomUUID() },
      body: {
        subject: 'biologia',
        topic: 'Zmiana czasu',
        kind: 'REVIEW',
        startsAt,
        durationMinutes: 30,
      },
    })
    expect(created.status).toBe(201)
  }
  await skipPlannerTutorial(request)
  await login(page, STUDENT, { at: `${PLANS}/${plan.id}?widok=tydzien&data=2027-10-30` })
  const dst = page.locator('.week-block').filter({ hasText: 'Zmiana czasu' })
  await expect(dst).toHaveCount(2)
  for (const block of await dst.all()) await expect(block).toContainText('16:00–16:30')
  const [saturday, sunday] = await Promise.all((await dst.all()).map((b) => b.boundingBox()))
  expect(saturday?.y).toBe(sunday?.y)

  // By keyboard: lift the Saturday block, two hours up, drop.
  // Mid-screen: the keys up scroll the page as they go, which must not change how far it moves.
  const lifted = page.getByRole('button', { name: 'Przesuń: Zmiana czasu, 16:00–16:30' }).first()
  await lifted.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await lifted.focus()
  await page.keyboard.press('Space')
  // Arrows pressed before the sensor has lifted the block are not moves.
  await expect(lifted).toHaveAttribute('aria-pressed', 'true')
  for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowUp')
  await expect(page.getByText('Nowy termin: sob. 30.10, 14:00.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('Przeniesiono „Zmiana czasu” na sob. 30.10, 14:00.')).toBeVisible()
  await expect(dst.filter({ hasText: '14:00–14:30' })).toHaveCount(1)

  // 'Edytuj': onto the other block is refused, the typed time stays; then a free time.
  await dst.filter({ hasText: '14:00–14:30' }).getByRole('button').first().click()
  const dialog = page.getByRole('dialog', { name: 'Biologia: Zmiana czasu' })
  await dialog.getByRole('button', { name: 'Edytuj' }).click()
  await dialog.getByLabel('Dzień').fill('2027-10-31')
  await dialog.getByLabel('Początek').fill('16:10')
  await dialog.getByRole('button', { name: 'Zapisz' }).click()
  await expect(dialog.getByRole('alert')).toContainText('W tym czasie masz już: Biologia')
  await expect(dialog.getByLabel('Początek')).toHaveValue('16:10')
  await checkA11y(page)
  await dialog.getByLabel('Początek').fill('18:00')
  await dialog.getByRole('button', { name: 'Zapisz' }).click()
  await expect(dialog).toBeHidden()
  await expect(dst.filter({ hasText: '18:00–18:30' })).toHaveCount(1)

  // By mouse: the same block dragged an hour down.
  const handle = page.getByRole('button', { name: 'Przesuń: Zmiana czasu, 18:00–18:30' })
  // In the middle of the screen, clear of the toasts in its corner.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await handle.hover()
  const from = await handle.boundingBox()
  const hour = (await page.locator('.week-axis li').first().boundingBox())?.height ?? 0
  if (!from || hour === 0) throw new Error('The handle or the hour axis is not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + hour, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByText('Przeniesiono „Zmiana czasu” na niedz. 31.10, 19:00.')).toBeVisible()
  await expect(dst.filter({ hasText: '19:00–19:30' })).toHaveCount(1)

  // Export: the file, then a subscription a calendar app reads without signing in.
  await page.getByRole('button', { name: 'Eksportuj do kalendarza' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Eksportuj do kalendarza' })
  const download = page.waitForEvent('download')
  await exportDialog.getByRole('button', { name: 'Pobierz plik .ics' }).click()
  expect((await download).suggestedFilename()).toBe('semestr-zimowy.ics')
  await exportDialog.getByRole('button', { name: 'Utwórz adres subskrypcji' }).click()
  const url = await exportDialog.getByLabel('Adres subskrypcji').inputValue()
  expect(url).toMatch(/\/api\/saas\/planner\/feeds\/.+\.ics$/)
  const feed = await request.get(url.replace(/^https?:\/\/[^/]+/, mockUrl()))
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('Zmiana czasu')
  await checkA11y(page)
  await exportDialog.getByRole('button', { name: 'Zamknij' }).click()

  // Unknown and malformed ids.
  await page.goto(`${PLANS}/2VHW1S0TsbkuUF1CJYgGyuH7mUo`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_MESSAGE)
  await page.goto(`${PLANS}/nie-ma-takiego`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_MESSAGE)
})
