import { randomBytes } from 'node:crypto'
import { XP_RULES } from '@app/domain/progress/xp'
import { mockUrl } from '../mock-control'
import { tokenFor } from '../blog/helpers'
import { check, exercisePath, publishedExercise, source, verdict } from '../exercises/helpers'
import { expect, navigateInApp, setBothClocks, test } from '../fixtures'
import { STUDENT, plain, progressOf, weekXpShown } from './helpers'

const key = (what: string) => `e2e-xp-${what}-${randomBytes(8).toString('hex')}`
/** A Wednesday morning in Warsaw: the seed's plan has blocks on weekdays, none on Sundays. */
const WEDNESDAY_MORNING = '2026-11-25T07:00:00.000Z'

test("(6) a review, a solved task and a done block move 'Dziś' and the week's XP by their rules; a chat message gives none", async ({
  page,
  request,
  mock,
  login,
}) => {
  // Three tools' actions and 'Dziś' after each: two in the app, two through the API.
  test.slow()
  await setBothClocks(page, mock, WEDNESDAY_MORNING)
  const student = await progressOf(request)
  const { api } = student
  await api.user.sendNotification({ body: { type: 'FLASHCARDS_TUTORIAL' } })

  // The day is active already (5 minutes of study), so no action below adds the streak's bonus.
  const session = await api.flashcards.getDue({ query: {} })
  if (session.status !== 200) throw new Error(`GET due answered ${session.status}`)
  const warmUp = await api.flashcards.review({
    headers: { 'idempotency-key': key('rozgrzewka') },
    body: {
      cardId: session.body.cards.at(-1)!.id,
      grade: 3,
      reviewedAt: WEDNESDAY_MORNING,
      durationMs: 5 * 60_000,
    },
  })
  expect(warmUp.status).toBe(200)
  const exerciseId = await publishedExercise(
    request,
    source({
      title: 'Zadanie za punkty',
      difficulty: 'EASY',
      statement: 'Ile to jest $1 + 2$?',
      answer: { type: 'NUMERIC', value: 3, tolerance: 0, unit: null, form: 'DECIMAL' },
    }),
  )

  await login(page, STUDENT, { at: '/produkt' })
  const main = page.getByRole('main')
  const start = (await student.progress()).weekXp
  await expect.poll(() => weekXpShown(page)).toBe(start)

  // A review in the app: +1, and 'Do powtórki' follows the server.
  await main.getByRole('link', { name: 'Powtórz' }).click()
  await page.getByRole('button', { name: 'Pokaż odpowiedź' }).click()
  await page.getByRole('button', { name: /^Dobrze/ }).click()
  await expect(page.getByRole('button', { name: 'Pokaż odpowiedź' })).toBeVisible()
  await navigateInApp(page, '/produkt')
  await expect.poll(() => weekXpShown(page)).toBe(start + XP_RULES.flashcardReview)
  const due = (await student.today()).dueFlashcards!.total
  await expect(main.getByText(/^Do powtórki:/)).toHaveText(new RegExp(`^Do powtórki: ${due} `))

  // An easy task solved in the app: +10.
  await navigateInApp(page, exercisePath(exerciseId))
  await page.getByLabel('Wynik').fill('3')
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')
  await navigateInApp(page, '/produkt')
  const solved = start + XP_RULES.flashcardReview + XP_RULES.exerciseByDifficulty.EASY
  await expect.poll(() => weekXpShown(page)).toBe(solved)

  // A chat message through the API: nothing.
  const conversation = await api.chat.createConversation({ body: {} })
  if (conversation.status !== 201)
    throw new Error(`POST conversation answered ${conversation.status}`)
  const sent = await request.post(
    `${mockUrl()}/api/saas/chat/conversations/${conversation.body.id}/messages`,
    {
      headers: {
        authorization: `Bearer ${await tokenFor(request, STUDENT)}`,
        'idempotency-key': key('czat'),
      },
      data: { content: 'Jak się uczyć do sprawdzianu z biologii?' },
    },
  )
  expect(sent.status()).toBe(200)
  expect((await student.progress()).weekXp).toBe(solved)

  // A block of today done through the API: +10, and 'Dziś' says it is done.
  const block = (await student.today()).blocks!.find((b) => b.status === 'PLANNED')!
  const done = await api.planner.changeBlocks({
    params: { id: block.planId },
    headers: { 'idempotency-key': key('blok') },
    body: { changes: [{ blockId: block.id, version: block.version, status: 'DONE' }] },
  })
  expect(done.status).toBe(200)
  await page.reload()
  await expect.poll(() => weekXpShown(page)).toBe(solved + XP_RULES.plannerBlock)
  // The blocks are listed as the API orders them.
  const index = (await student.today()).blocks!.findIndex((b) => b.id === block.id)
  const row = main.getByRole('region', { name: 'Plan na dziś' }).getByRole('listitem').nth(index)
  await expect(row).toContainText('Zrobiony')
  expect(plain(await main.getByRole('region', { name: 'Twoje postępy' }).textContent())).toContain(
    `W tym tygodniu: ${solved + XP_RULES.plannerBlock}`,
  )
})
