import type { Plan } from '@app/contract/planner'
import { warsawDay } from '@app/domain/activity/activity-stats'
import type { APIRequestContext } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, forwardBothClocks, setBothClocks, test } from '../fixtures'
import { PLANS, STUDENT } from './helpers'

/**
 * Wednesday 2.12.2026, 15:50 in Warsaw: uczen's seeded plan has five planned blocks today, the
 * first 'Chrzest Polski' (a review, 16:00–16:15).
 */
const WEDNESDAY = '2026-12-02T15:50:00+01:00'
const DAY = '2026-12-02'
const FOCUS_PATH = '/api/saas/planner/plans/*/blocks/*/focus'

async function seededPlan(request: APIRequestContext): Promise<Plan> {
  const api = await apiAs(request, STUDENT)
  const list = await api.planner.listPlans()
  if (list.status !== 200) throw new Error(`GET plans answered ${list.status}`)
  const plan = await api.planner.getPlan({ params: { id: list.body.items[0]!.id } })
  if (plan.status !== 200) throw new Error(`GET plan answered ${plan.status}`)
  return plan.body
}

/** The day's planner_block_done events, by block id. */
async function doneEvents(request: APIRequestContext) {
  const api = await apiAs(request, STUDENT)
  const log = await api.activity.listActivity({
    query: { from: DAY, to: DAY, types: 'planner_block_done' },
  })
  if (log.status !== 200) return null
  return log.body.items.map((event) => event.payload as { blockId: string; focusedMinutes: number })
}

test('uczen works through a day in focus mode: the timer survives a reload, "Gotowe" offline is sent once, the day ends done', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, WEDNESDAY)
  await login(page, STUDENT, { at: null })
  const plan = await seededPlan(request)
  const today = plan.blocks.filter((block) => warsawDay(block.startsAt) === DAY)
  expect(today.map((block) => block.status)).toEqual(Array(5).fill('PLANNED'))
  const dayUrl = `${PLANS}/${plan.id}/${DAY}`

  await page.goto(dayUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Środa, 02.12.2026')
  const blocks = page.getByRole('region', { name: 'Bloki dnia' }).getByRole('listitem')
  await expect(blocks).toHaveCount(5)
  await expect(blocks.first()).toContainText('16:00–16:15')
  await expect(blocks.first()).toContainText('Powtórka')
  await expect(blocks.first()).toContainText('Chrzest Polski')
  await expect(page.getByRole('link', { name: 'Następny dzień' })).toHaveAttribute(
    'href',
    `${PLANS}/${plan.id}/2026-12-03`,
  )
  await checkA11y(page)

  // 'Zacznij' opens focus mode: no header, no footer, the timer at the session's length.
  await page.getByRole('link', { name: 'Zacznij: Powtórka — Chrzest Polski' }).click()
  await expect(page).toHaveURL(`${dayUrl}/1`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chrzest Polski')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  const timer = page.getByRole('timer', { name: 'Pozostały czas' })
  await expect(timer).toHaveText('25:00')
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByRole('button', { name: 'Pauza' })).toBeVisible()
  await expect(timer).toHaveText(/^2[45]:\d\d$/)
  await checkA11y(page)

  // Ten minutes on both clocks, then a reload: the same time, derived from the stored start.
  await forwardBothClocks(page, mock, 10 * 60_000)
  await page.reload()
  await expect(timer).toHaveText(/^1[45]:\d\d$/)
  await page.getByRole('button', { name: 'Pauza' }).click()
  await page.getByRole('button', { name: 'Wznów' }).click()
  await expect(page.getByRole('button', { name: 'Pauza' })).toBeVisible()

  // Fifteen more: the break begins and is announced.
  await forwardBothClocks(page, mock, 15 * 60_000)
  await expect(page.getByText('Czas na przerwę: 5 minut')).toBeAttached()
  await expect(page.getByText(/^Przerwa · Sesja 1$/)).toBeVisible()
  await expect(timer).toHaveText(/^0[45]:\d\d$/)

  // 'Gotowe': the next block, one event with the minutes the server counted (25, capped at 15).
  await page.getByRole('button', { name: 'Gotowe' }).click()
  await expect(page).toHaveURL(`${dayUrl}/2`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nierówności kwadratowe')
  await expect
    .poll(() => doneEvents(request))
    .toEqual([expect.objectContaining({ blockId: today[0]!.id, focusedMinutes: 15 })])

  // 'Gotowe' while the API fails: kept on the device, sent once when it answers again.
  await mock.addScenario({ pattern: FOCUS_PATH, method: 'POST', status: 503 })
  await page.getByRole('button', { name: 'Gotowe' }).click()
  await expect(page).toHaveURL(`${dayUrl}/3`)
  await expect(
    page.getByRole('status').filter({ hasText: 'Zapisano na tym urządzeniu' }),
  ).toBeVisible()
  await mock.clearScenarios()
  await expect(page.getByText('Zapisano na tym urządzeniu')).toHaveCount(0, { timeout: 15_000 })
  await expect.poll(async () => (await doneEvents(request))?.length).toBe(2)
  expect((await doneEvents(request))?.filter((e) => e.blockId === today[1]!.id)).toHaveLength(1)

  // The last two are ticked elsewhere: 'Gotowe' on this one ends the day.
  const api = await apiAs(request, STUDENT)
  const changed = await api.planner.changeBlocks({
    params: { id: plan.id },
    headers: { 'idempotency-key': `e2e-${Date.now()}` },
    body: {
      changes: today.slice(3).map((block) => ({
        blockId: block.id,
        version: block.version,
        status: 'DONE' as const,
      })),
    },
  })
  expect(changed.status).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Budowa DNA')
  await page.getByRole('button', { name: 'Gotowe' }).click()
  await expect(page.getByRole('heading', { name: 'Na dziś wszystko zrobione' })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Wróć do dnia' }).click()
  await expect(blocks.filter({ hasText: 'Zrobiony' })).toHaveCount(5)
})

test('a Sunday without blocks says so; an unknown plan, an impossible date and a position past the day are not found', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, WEDNESDAY)
  await login(page, STUDENT, { at: null })
  const plan = await seededPlan(request)
  await page.goto(`${PLANS}/${plan.id}/2026-12-06`)
  await expect(page.getByRole('heading', { name: 'Na ten dzień nie ma bloków' })).toBeVisible()
  await checkA11y(page)
  for (const path of [
    `${PLANS}/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF/${DAY}`,
    `${PLANS}/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF/${DAY}/1`,
    `${PLANS}/${plan.id}/2025-02-30`,
    `${PLANS}/${plan.id}/${DAY}/6`,
    `${PLANS}/${plan.id}/${DAY}/01`,
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      'Strona nie została znaleziona.',
    )
  }
})
