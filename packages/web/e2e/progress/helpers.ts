import type { ApiClient } from '@app/contract/http'
import type { Progress, Ranking, Statistics, Today } from '@app/contract/progress'
import { formatWarsawDate, polishWeekday, toWarsawDateKey } from '@app/domain/shared/format'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'

export const STUDENT = 'uczen@example.com'
export const PRO = 'pro@example.com'

/** The API's answer body, or a thrown error naming the call. */
async function body<T>(name: string, call: Promise<{ status: number; body: unknown }>): Promise<T> {
  const response = await call
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}`)
  return response.body as T
}

/** What the progress API says of the persona now (what the pages must show). */
export async function progressOf(request: APIRequestContext, email = STUDENT) {
  const api: ApiClient = await apiAs(request, email)
  return {
    api,
    progress: () => body<Progress>('GET progress', api.progress.getProgress({ query: {} })),
    today: () => body<Today>('GET today', api.progress.getToday({ query: {} })),
    ranking: () => body<Ranking>('GET ranking', api.progress.getRanking({ query: {} })),
    statistics: (from: string, to: string) =>
      body<Statistics>('GET statistics', api.progress.getStatistics({ query: { from, to } })),
  }
}

/** The Warsaw day of now, 'yyyy-mm-dd'. */
export const todayKey = () => toWarsawDateKey(Date.now())

/** The day `days` from a day key. */
export const shiftDay = (key: string, days: number) =>
  new Date(Date.parse(`${key}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** 'Dziś, sobota 28.11.2026' for a day key. */
export function todayHeading(key: string) {
  const noon = Date.parse(`${key}T12:00:00Z`)
  return `Dziś, ${polishWeekday(noon)} ${formatWarsawDate(noon)}`
}

/** Text with Intl's no-break spaces as plain ones, as the issue writes numbers ('1 234'). */
export const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

/** The number in 'W tym tygodniu: 1 234 XP' on 'Dziś'. */
export async function weekXpShown(page: Page): Promise<number> {
  const line = page.getByRole('region', { name: 'Twoje postępy' }).getByText(/^W tym tygodniu:/)
  const text = plain(await line.textContent())
  return Number(/W tym tygodniu: ([\d ]+) XP/.exec(text)?.[1]?.replace(/ /g, '') ?? Number.NaN)
}

/** Runs `check` at a phone's width (375) and at the desktop's (1280). */
export async function atBothWidths(page: Page, check: () => Promise<void>) {
  await page.setViewportSize({ width: 375, height: 812 })
  await check()
  await page.setViewportSize({ width: 1280, height: 720 })
  await check()
}
