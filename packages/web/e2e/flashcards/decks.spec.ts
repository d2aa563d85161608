import { expect, test } from '../fixtures'
import { STUDENT, decksOf, deckWithCards } from './helpers'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('the tutorial shows on the first visit only; decks show what is due', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, STUDENT, { at: '/produkt/fiszki' })
  const tutorial = page.getByRole('dialog', { name: 'Jak działają fiszki' })
  await expect(tutorial).toBeVisible()
  await checkA11y(page)
  await tutorial.getByRole('button', { name: 'Dalej' }).click()
  await tutorial.getByRole('button', { name: 'Dalej' }).click()
  await tutorial.getByRole('button', { name: 'Zaczynam' }).click()
  await expect(tutorial).toHaveCount(0)

  const history = page.getByRole('listitem').filter({ hasText: 'Historia: daty' })
  await expect(history).toContainText(/Do powtórki: \d+/)
  await expect(history).toContainText(/Nowe: \d+/)
  await expect(history).toContainText('50 fiszek')
  await checkA11y(page)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Fiszki' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ucz się ze wszystkich talii' })).toBeVisible()
  await expect(tutorial).toHaveCount(0)
  // 'Jak to działa?' shows it again whenever asked.
  await page.getByRole('button', { name: 'Jak to działa?' }).click()
  await expect(tutorial).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tutorial).toHaveCount(0)
})

test('a deck is made, renamed and deleted; "Cofnij" brings it back', async ({
  page,
  request,
  login,
}) => {
  await decksOf(request)
  await login(page, STUDENT, { at: '/produkt/fiszki' })
  await page.getByLabel('Nazwa talii').fill('')
  await page.getByRole('button', { name: 'Utwórz talię' }).click()
  await expect(page.getByText('Nazwa talii musi mieć od 1 do 80 znaków.')).toBeVisible()
  await page.getByLabel('Nazwa talii').fill('Fizyka: kinematyka')
  await page.getByRole('button', { name: 'Utwórz talię' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fizyka: kinematyka')
  await expect(page.getByText('Ta talia jest jeszcze pusta.')).toBeVisible()

  await page.getByRole('link', { name: 'Wszystkie talie' }).click()
  await page.getByRole('button', { name: 'Zmień nazwę: Fizyka: kinematyka' }).click()
  await page.getByLabel('Nowa nazwa talii').fill('Fizyka: dynamika')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Fizyka: dynamika', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Usuń talię: Fizyka: dynamika' }).click()
  await expect(page.getByText('Usunięto talię „Fizyka: dynamika”.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fizyka: dynamika', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cofnij' }).click()
  await expect(page.getByRole('link', { name: 'Fizyka: dynamika', exact: true })).toBeVisible()
})

test('a card with a good and a broken formula and a picture: the preview renders the good one, keeps the other as typed', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const deck = await deckWithCards(request, 'Matematyka: próbna', [])
  await login(page, STUDENT, { at: `/produkt/fiszki/${deck.id}` })
  await page.getByRole('button', { name: 'Dodaj fiszkę' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nowa fiszka' })
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(dialog.getByText('Uzupełnij przód fiszki.')).toBeVisible()
  await expect(dialog.getByText('Uzupełnij tył fiszki.')).toBeVisible()

  await dialog.getByLabel('Przód').fill('Wzór na pole koła: $P = \\pi r^2$')
  await dialog.getByLabel('Tył').fill('Zepsuty wzór: $\\frac{1$')
  const preview = dialog.getByRole('region', { name: 'Podgląd fiszki' })
  await expect(preview.locator('.katex').first()).toBeVisible()
  // The broken one stays as its TeX source, without an error box (SPEC §8).
  await expect(preview).toContainText('Zepsuty wzór: \\frac{1')
  await expect(preview.locator('.katex-error')).toHaveCount(0)

  // A picture: a GIF is refused before uploading; a PNG needs its description.
  const picture = dialog.getByLabel('Dodaj obrazek')
  await picture.setInputFiles({
    name: 'kolo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  await expect(dialog.getByText('Obrazek musi być w formacie PNG, JPEG lub WebP.')).toBeVisible()
  await picture.setInputFiles({ name: 'kolo.png', mimeType: 'image/png', buffer: PNG })
  await expect(dialog.getByLabel('Opis obrazka')).toBeVisible()
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(dialog.getByText(/Opisz obrazek słowami/)).toBeVisible()
  await dialog.getByLabel('Opis obrazka').fill('Koło o promieniu r')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  const card = page.getByRole('listitem').filter({ hasText: 'Wzór na pole koła' })
  await expect(card.locator('.katex')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Koło o promieniu r' })).toBeVisible()

  // The same front again is refused with the reason; 'Zapisz mimo to' keeps both.
  await page.getByRole('button', { name: 'Dodaj fiszkę' }).click()
  await dialog.getByLabel('Przód').fill('Wzór na pole koła: $P = \\pi r^2$')
  await dialog.getByLabel('Tył').fill('Drugi raz')
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(dialog.getByText('Taka fiszka jest już w tej talii.')).toBeVisible()
  await expect(dialog.getByLabel('Tył')).toHaveValue('Drugi raz')
  await dialog.getByRole('button', { name: 'Zapisz mimo to' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: 'Wzór na pole koła' })).toHaveCount(2)

  await card.first().getByRole('button', { name: 'Usuń fiszkę' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Wzór na pole koła' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Cofnij' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Wzór na pole koła' })).toHaveCount(2)
  // axe reads colours mid-animation: the undo toast must be gone first.
  await expect(page.getByRole('button', { name: 'Cofnij' })).toHaveCount(0)
  await checkA11y(page)
})

test('a Quizlet file with two bad rows: the preview names them, the rest is imported', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const deck = await deckWithCards(request, 'Angielski: import', [])
  const lines = [
    'abundant\tobfity',
    'to cope with\tradzić sobie z',
    'reluctant\t',
    'thorough\tdokładny',
    'to take for granted\tuważać za oczywiste',
    'abundant\tobfity (drugi raz)',
    'inevitable\tnieunikniony',
  ]
  await login(page, STUDENT, { at: `/produkt/fiszki/${deck.id}` })
  await page.getByRole('link', { name: 'Importuj' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Import do talii „Angielski: import”',
  )
  await page.getByLabel('Plik z Anki, Quizlet albo CSV').setInputFiles({
    name: 'quizlet.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(lines.join('\n')),
  })
  await expect(page.getByText('Wiersz 3: brak odpowiedzi')).toBeVisible()
  await expect(page.getByText('Wiersz 6: duplikat wiersza 1')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Importuj 5 poprawnych fiszek' }).click()
  await expect(
    page.getByRole('heading', { name: 'Zaimportowano 5 fiszek do talii „Angielski: import”' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Przejdź do talii' }).click()
  await expect(page.getByText('5 fiszek')).toBeVisible()
})
