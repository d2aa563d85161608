import { readFileSync } from 'node:fs'
import { expect, test } from '../fixtures'
import { deckWithCards } from './helpers'

// Anki 2.1.55+ "Notes in Plain Text" with GUID, note type, deck and tags (decision 0144).
const ANKI_EXPORT = {
  name: 'Wszystkie talie.txt',
  mimeType: 'text/plain',
  buffer: readFileSync(
    new URL('../../../domain/src/flashcards/fixtures/anki-notes-plain-text.txt', import.meta.url),
  ),
}
// Its own persona: the decks this file makes must not change other specs' counts.
const PRO = 'pro@example.com'

test("Anki's export: the question and answer become the card, a re-import updates it", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const deck = await deckWithCards(request, 'Anki: jedna talia', [], PRO)
  await login(page, PRO, { at: `/produkt/fiszki/${deck.id}/import` })
  await page.getByLabel('Plik z Anki, Quizlet albo CSV').setInputFiles(ANKI_EXPORT)

  await expect(page.getByLabel('Kolumna z przodem')).toHaveValue('3')
  await expect(page.getByLabel('Kolumna z tyłem')).toHaveValue('4')
  await expect(page.getByLabel('Kolumna z przodem').locator('option:checked')).toHaveText(
    'Kolumna 4',
  )
  await expect(page.getByRole('radio', { name: /Wszystko do tej talii/ })).toBeChecked()
  const sample = page.getByRole('table', { name: 'Pierwsze fiszki z pliku' })
  await expect(sample).toContainText('Jak sprawdzić długość listy `xs`?')
  await expect(sample).not.toContainText('Ea5|L0k(v/')
  await checkA11y(page)
  await page.getByRole('button', { name: 'Importuj 19 poprawnych fiszek' }).click()
  await expect(
    page.getByRole('heading', { name: 'Zaimportowano 19 fiszek do talii „Anki: jedna talia”' }),
  ).toBeVisible()

  // The same file again: the GUIDs match, so the cards are updated, not doubled.
  await page.goto(`/produkt/fiszki/${deck.id}/import`)
  await page.getByLabel('Plik z Anki, Quizlet albo CSV').setInputFiles(ANKI_EXPORT)
  await page.getByRole('button', { name: 'Importuj 19 poprawnych fiszek' }).click()
  await expect(
    page.getByRole('heading', { name: 'Zaimportowano 0 fiszek do talii „Anki: jedna talia”' }),
  ).toBeVisible()
  await expect(
    page.getByText('Zaktualizowano fiszki zaimportowane wcześniej z Anki: 19.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Przejdź do talii' }).click()
  await expect(page.getByText('19 fiszek')).toBeVisible()
  // The Markdown is shown formatted: the code span of the first question.
  await expect(page.locator('.card-row-front code', { hasText: 'xs' }).first()).toBeVisible()
})

test("Anki's export into one deck per Anki deck", async ({ page, request, login, checkA11y }) => {
  const deck = await deckWithCards(request, 'Anki: podział', [], PRO)
  await login(page, PRO, { at: `/produkt/fiszki/${deck.id}/import` })
  await page.getByLabel('Plik z Anki, Quizlet albo CSV').setInputFiles(ANKI_EXPORT)
  await page.getByRole('radio', { name: 'Osobna talia dla każdej talii z Anki' }).check()
  await expect(page.getByText('„Programowanie::Python”: 12')).toBeVisible()
  await expect(page.getByText('„Angielski”: 7')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Importuj 19 poprawnych fiszek' }).click()
  await expect(
    page.getByRole('heading', { name: 'Zaimportowano 19 fiszek do 2 talii' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Angielski' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angielski')
  await expect(page.getByText('7 fiszek')).toBeVisible()
})
