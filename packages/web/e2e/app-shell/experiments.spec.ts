import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { waitForTrace } from './helpers'

const STORAGE_KEY = 'experiment:webinar-14-10'

const storedVariation = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)

test('a variation from the query is traced and stored, then sticks', async ({ page }) => {
  let trace = waitForTrace(page, (t) => t.pathname === '/logowanie')
  await page.goto('/logowanie?webinar-14-10=v2&source=yt')
  expect((await trace).traceTypeForExperiment).toEqual({
    experimentId: 'webinar-14-10',
    variation: 'v2',
    source: 'yt',
  })
  expect(await storedVariation(page)).toBe('v2')

  // No query parameter: the stored variation is used.
  trace = waitForTrace(page, (t) => t.pathname === '/reset-hasla')
  await page.goto('/reset-hasla')
  expect((await trace).traceTypeForExperiment).toEqual({
    experimentId: 'webinar-14-10',
    variation: 'v2',
    source: 'direct',
  })

  // The stored variation wins over another one in the query.
  trace = waitForTrace(page, (t) => t.pathname === '/logowanie')
  await page.goto('/logowanie?webinar-14-10=v3')
  expect((await trace).traceTypeForExperiment?.variation).toBe('v2')
  expect(await storedVariation(page)).toBe('v2')
})

test('outside every experiment a trace carries no experiment info', async ({ page }) => {
  const trace = waitForTrace(page, (t) => t.pathname === '/logowanie')
  await page.goto('/logowanie?webinar-14-10=v9')
  expect((await trace).traceTypeForExperiment).toBeUndefined()
  expect(await storedVariation(page)).toBeNull()
})
