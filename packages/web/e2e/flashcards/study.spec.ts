import { toWarsawDateKey } from '@app/domain/shared/format'
import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { apiAs } from '../blog/helpers'
import { expect, forwardBothClocks, setBothClocks, test } from '../fixtures'
import {
  STUDENT,
  busiestDeck,
  deckWithCards,
  expectProgress,
  expectRemaining,
  remaining,
} from './helpers'

const DAY_MS = 86_400_000
const INTERVAL =
  /\d+ (minut[ay]?|godzin[ay]?|dzień|dni|tygodni[e]?|tydzień|miesiąc[e]?|miesięcy|rok|lata|lat)$/

test('a student reviews a deck by keyboard: Space, 1–4 with their intervals, Ctrl+Z', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const deck = await busiestDeck(request)
  const reviews: number[] = []
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith('/api/saas/flashcards/review'))
      reviews.push(r.status())
  })
  await login(page, STUDENT, { at: '/produkt/fiszki' })
  await expect(page.getByRole('heading', { level: 1, name: 'Fiszki' })).toBeVisible()
  await page.getByRole('link', { name: `Ucz się: ${deck.name}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nauka: ${deck.name}`)
  const left = Number((await remaining(page).textContent())?.replace('Zostało: ', ''))
  expect(left).toBeGreaterThanOrEqual(deck.counts.due)

  const front = page.getByRole('region', { name: 'Przód' })
  const firstFront = await front.textContent()
  await expect(page.getByRole('button', { name: 'Pokaż odpowiedź' })).toBeFocused()
  await checkA11y(page)
  await page.keyboard.press('Space')
  await expect(page.getByRole('region', { name: 'Tył' })).toBeVisible()
  for (const name of ['Nie pamiętam', 'Trudne', 'Dobrze', 'Łatwe']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAccessibleName(
      new RegExp(`^${name} ${INTERVAL.source}`),
    )
  }
  await expect(page.getByRole('button', { name: /^Nie pamiętam/ })).toContainText(/minut/)
  await checkA11y(page)
  // The coloured grades keep AA in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' })
  await checkA11y(page)
  await page.emulateMedia({ colorScheme: 'light' })

  // The session's progress bar: cards done of the session's.
  const progress = page.getByRole('progressbar', { name: 'Postęp sesji' })
  await expectProgress(progress, 0, left)
  // 'Łatwe' (4) lets a card go for today; the next one shows.
  await page.keyboard.press('4')
  await expectRemaining(page, left - 1)
  await expectProgress(progress, 1, left)
  await expect(front).not.toHaveText(firstFront ?? '')
  await page.keyboard.press('Space')
  await page.keyboard.press('4')
  await expectRemaining(page, left - 2)

  // 'Nie pamiętam' (1) brings the card back later in the session: nothing less to do.
  const forgotten = await front.textContent()
  await page.keyboard.press('Space')
  await page.keyboard.press('1')
  await expectRemaining(page, left - 2)
  await expectProgress(progress, 2, left)
  // All three recorded by the server before the undo, so the undo goes to the server too.
  await expect.poll(() => reviews).toEqual([200, 200, 200])

  // Ctrl+Z takes the last grade back (on the server too): that card again, unanswered.
  await page.keyboard.press('Control+z')
  await expect(front).toHaveText(forgotten ?? '')
  await expect(page.getByRole('button', { name: 'Pokaż odpowiedź' })).toBeVisible()
  await expectRemaining(page, left - 2)
  const api = await apiAs(request, STUDENT)
  // The activity log's days are Warsaw days (after 23:00 UTC in winter it is tomorrow there).
  const today = toWarsawDateKey(Date.now())
  await expect
    .poll(async () => {
      const log = await api.activity.listActivity({
        query: { from: today, to: today, types: 'flashcard_review_undone' },
      })
      return log.status === 200 ? log.body.items.length : -1
    })
    .toBe(1)
})

test('grades made offline are kept on the device and recorded once when the API is back', async ({
  page,
  request,
  login,
}) => {
  const deck = await busiestDeck(request)
  const api = await apiAs(request, STUDENT)
  // The activity log's days are Warsaw days (after 23:00 UTC in winter it is tomorrow there).
  const today = toWarsawDateKey(Date.now())
  const reviewed = async () => {
    const log = await api.activity.listActivity({
      query: { from: today, to: today, types: 'flashcard_reviewed' },
    })
    return log.status === 200 ? log.body.items.length : -1
  }
  const before = await reviewed()

  await page.route('**/api/saas/flashcards/review', (route) => route.abort('internetdisconnected'))
  await login(page, STUDENT, { at: `/produkt/fiszki/${deck.id}/nauka` })
  const left = Number((await remaining(page).textContent())?.replace('Zostało: ', ''))
  const graded: string[] = []
  for (let i = 0; i < 5; i++) {
    graded.push((await page.getByRole('region', { name: 'Przód' }).textContent()) ?? '')
    await page.keyboard.press('Space')
    await page.keyboard.press('4')
  }
  await expect(
    page.getByText('Oceny zapisujemy na tym urządzeniu (5 czeka na wysłanie)'),
  ).toBeVisible()

  // A reload (the API still out of reach) keeps the grades: none of the 5 cards comes back.
  await page.reload()
  await expectRemaining(page, left - 5)
  expect(graded).not.toContain(await page.getByRole('region', { name: 'Przód' }).textContent())

  await page.unroute('**/api/saas/flashcards/review')
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByText(/Oceny zapisujemy na tym urządzeniu/)).toHaveCount(0)
  await expect.poll(reviewed).toBe(before + 5)
  // Sent once each: nothing more arrives later.
  await page.waitForTimeout(500)
  expect(await reviewed()).toBe(before + 5)
})

test('the finished screen says when the next review is; a day later the cards are due', async ({
  page,
  mock,
  request,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, '2026-11-26T15:00:00.000Z')
  const deck = await deckWithCards(request, 'Chemia: wartościowości', [
    ['Wartościowość tlenu', 'II'],
    ['Wartościowość wodoru', 'I'],
  ])
  await login(page, STUDENT, { at: `/produkt/fiszki/${deck.id}/nauka` })
  await expectRemaining(page, 2)
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Pokaż odpowiedź' }).click()
    await page.getByRole('button', { name: /^Łatwe/ }).click()
  }
  await expect(page.getByRole('heading', { name: 'Na dziś wszystko!' })).toBeVisible()
  await expect(page.getByText('Oceniono: 2 fiszki.')).toBeVisible()
  await expect(page.getByText(/^Następna powtórka: /)).toBeVisible()
  await expectProgress(page.getByRole('progressbar', { name: 'Postęp sesji' }), 2, 2)
  await checkA11y(page)
  // A short celebration beside the summary, and none at all where motion is reduced.
  const celebration = page.locator('.study-celebration')
  await expect(celebration).toBeVisible()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(celebration).toBeHidden()
  await expect(page.getByText('Oceniono: 2 fiszki.')).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await checkA11y(page)

  await forwardBothClocks(page, mock, 20 * DAY_MS)
  await page.reload()
  await expectRemaining(page, 2)
})

test('without the tool the page says how to get it; another user’s deck is not found', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const [deck] = await (
    await apiAs(request, STUDENT)
  ).flashcards
    .listDecks()
    .then((r) => (r.status === 200 ? r.body.items : []))
  await login(page, 'mini@example.com', { at: '/produkt/fiszki' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  await checkA11y(page)

  await login(page, 'pro@example.com', { at: `/produkt/fiszki/${deck?.id}` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_MESSAGE)
})
