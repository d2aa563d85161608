import type { APIRequestContext } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import { deckWithCards } from '../flashcards/helpers'
import { STUDENT, lastAnswer, skipTutorial } from './helpers'

test("'Zapytaj czat' in a review opens a new conversation about the card, in Socratic mode", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  await skipTutorial(request)
  const deck = await deckWithCards(request, 'Biologia komórki', [
    ['Które organellum wytwarza większość ATP w komórce?', 'Mitochondrium'],
  ])
  await login(page, STUDENT, { at: `/produkt/fiszki/${deck.id}/nauka` })
  await page.getByRole('button', { name: 'Pokaż odpowiedź' }).click()
  await page.getByRole('link', { name: 'Zapytaj czat' }).click()
  await expect(page).toHaveURL(/\/produkt\/chat\?fiszka=[0-9A-Za-z]{27}$/)

  const context = page.getByRole('complementary', { name: 'Fiszka, o którą pytasz' })
  await expect(context).toContainText('Fiszka z talii „Biologia komórki”')
  await expect(context).toContainText('Które organellum wytwarza większość ATP w komórce?')
  // The back waits behind its disclosure: a Socratic talk does not start with the answer.
  await expect(context.getByText('Mitochondrium')).toBeHidden()
  await expect(page.getByRole('radio', { name: 'Tryb sokratejski' })).toBeChecked()
  await checkA11y(page)

  await page.getByLabel('Twoja wiadomość').fill('Przepytaj mnie z tej fiszki.')
  await page.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page).toHaveURL(/\?rozmowa=[0-9A-Za-z]{27}$/)
  const answer = lastAnswer(page)
  await expect(answer).toContainText('Które organellum wytwarza większość ATP w komórce?')
  await expect(answer.getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  await expect(answer).not.toContainText('Mitochondrium')
  // The conversation keeps its card, which can no longer be taken away.
  await expect(context).toContainText('Biologia komórki')
  await expect(context.getByRole('button', { name: 'Usuń fiszkę z rozmowy' })).toHaveCount(0)

  await page.getByLabel('Twoja wiadomość').fill('To chyba mitochondrium')
  await page.getByLabel('Twoja wiadomość').press('Enter')
  await expect(lastAnswer(page)).toContainText('Mitochondrium')
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
})

test("a card can be taken off a new conversation; someone else's card is not found", async ({
  page,
  request,
  login,
}) => {
  await skipTutorial(request)
  const [card] = await cardsOf(request, 'pro@example.com')
  await login(page, STUDENT, { at: `/produkt/chat?fiszka=${card}` })
  const context = page.getByRole('complementary', { name: 'Fiszka, o którą pytasz' })
  await expect(context.getByRole('alert')).toHaveText('Nie znaleziono fiszki.')
  await context.getByRole('button', { name: 'Usuń fiszkę z rozmowy' }).click()
  await expect(page).toHaveURL('/produkt/chat')
  await expect(context).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'O co chcesz zapytać?' })).toBeVisible()
})

/** The ids of a persona's cards in its first deck, through the API. */
async function cardsOf(request: APIRequestContext, email: string): Promise<string[]> {
  const api = await apiAs(request, email)
  const decks = await api.flashcards.listDecks()
  if (decks.status !== 200 || !decks.body.items[0]) throw new Error(`${email} has no decks`)
  const cards = await api.flashcards.listCards({
    params: { id: decks.body.items[0].id },
    query: {},
  })
  if (cards.status !== 200) throw new Error(`GET cards answered ${cards.status}`)
  return cards.body.items.map((c) => c.id)
}
