import type { Page } from '@playwright/test'
import type { MockControl } from '../fixtures'

/** Both clocks (the browser's and the mock's) at one instant, before signing in. */
export async function setBothClocks(page: Page, mock: MockControl, iso: string) {
  await mock.setClock(new Date(iso).toISOString())
  await page.clock.install({ time: new Date(iso) })
}

export const PAGES = {
  hub: '/produkt/spolecznosc',
  consultations: '/produkt/spolecznosc/spotkania',
  intro: '/produkt/spolecznosc/spotkanie-wprowadzajace',
  thanks: '/produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje',
} as const

/**
 * Moves both clocks on: the mock's first, so that a token refreshed on the way is fresh in the
 * browser's time too (tokens live 120 s in e2e).
 */
export async function forwardBothClocks(page: Page, mock: MockControl, ms: number) {
  await mock.advanceClock(ms)
  await page.clock.fastForward(ms)
}
