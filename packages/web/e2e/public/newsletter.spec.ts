import { expect, expectAppReady, navigateInApp, test } from '../fixtures'
import { holdCalls } from '../traffic'
import { countCalls, emailsTo, expectOwnHead, subscriptionLinks } from './newsletter-helpers'

const LANDING = '/newsletter/podstawy-efektywnego-dzialania'
/** Seeded in the mock: a cancelled ebook sign-up (wypisany@example.com). */
const CANCELLED_CONFIRM_TOKEN = 'b0000000-0000-4000-8000-000000000031'

test('mini-course sign-up: invalid email kept, confirm by the emailed link, a repeated confirm', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto(LANDING)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Podstawy Efektywnego Działania – bezpłatny minikurs',
    }),
  ).toBeVisible()
  await expectAppReady(page)
  await expectOwnHead(page, 'Podstawy Efektywnego Działania – bezpłatny minikurs')
  await checkA11y(page)

  const subscribeCalls = countCalls(page, '/api/newsletter/subscribe')
  const email = page.getByLabel('Adres email')
  await email.fill('ola.nowak@')
  await page.getByRole('button', { name: 'Chcę dostać minikurs' }).click()
  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  await expect(email).toHaveValue('ola.nowak@')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(subscribeCalls()).toBe(0)
  await checkA11y(page)

  await email.fill('  Ola.Nowak@Example.com ')
  const sent = page.waitForRequest('**/api/newsletter/subscribe')
  await page.getByRole('button', { name: 'Chcę dostać minikurs' }).click()
  expect((await sent).postDataJSON()).toEqual({
    email: 'ola.nowak@example.com',
    list: 'MINI_COURSE',
    source: 'podstawy-efektywnego-dzialania',
  })
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeFocused()
  await expect(page.getByText('Wysłaliśmy wiadomość na adres ola.nowak@example.com')).toBeVisible()
  await checkA11y(page)

  const { confirm } = await subscriptionLinks(request, 'ola.nowak@example.com')
  expect(confirm).toMatch(/^\/potwierdz-newsletter\?token=[\w-]+$/)
  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapis potwierdzony!' })).toBeFocused()
  await expect(page.getByText('Wysłaliśmy Ci wiadomość z dostępem do minikursu.')).toBeVisible()
  await expectOwnHead(page, 'Potwierdzenie zapisu')
  await checkA11y(page)
  // The mini-course arrives as an activation link for the new email.
  const [welcome] = await emailsTo(request, 'ola.nowak@example.com')
  expect(welcome?.link).toMatch(/^\/aktywuj-produkt\/[\da-f-]{36}$/)

  const confirmCalls = countCalls(page, '/api/newsletter/confirm')
  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: 'Ten zapis był już potwierdzony' })).toBeFocused()
  await expect(page.getByText('Nic więcej nie musisz robić.')).toBeVisible()
  // Confirmed once per page, StrictMode or not.
  expect(confirmCalls()).toBe(1)
  await checkA11y(page)
})

test('/newsletter?email= signs up; the emailed cancel link cancels once, then says so; sign up again', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/newsletter?email=Kasia%40Example.com&source=stopka')
  await expect(page.getByRole('heading', { level: 1, name: 'Zapis do newslettera' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeFocused()
  await expectOwnHead(page, 'Zapis do newslettera')
  await checkA11y(page)

  const { cancel, confirm } = await subscriptionLinks(request, 'kasia@example.com')
  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapis potwierdzony!' })).toBeVisible()

  await page.goto(cancel)
  await expect(page.getByRole('heading', { name: 'Wypisaliśmy Cię z listy' })).toBeFocused()
  await expect(
    page.getByText('Adres kasia@example.com nie będzie już dostawać wiadomości'),
  ).toBeVisible()
  await expectOwnHead(page, 'Wypisanie z listy')
  await checkA11y(page)

  await page.goto(cancel)
  await expect(page.getByRole('heading', { name: 'Ten adres był już wypisany' })).toBeFocused()
  await checkA11y(page)

  // A way back: the same email and list, with a new confirmation.
  await expect(page.getByLabel('Adres email')).toHaveValue('kasia@example.com')
  await page.getByRole('button', { name: 'Zapisz mnie ponownie' }).click()
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeFocused()
  await page.goto((await subscriptionLinks(request, 'kasia@example.com')).confirm)
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapis potwierdzony!' })).toBeVisible()
})

// One tab for every link: the first is loaded afresh, the rest opened inside the app (each page
// asks the API for its token).
test('unknown, missing and cancelled tokens get a clear message and a new sign-up', async ({
  page,
  checkA11y,
}) => {
  for (const path of [
    '/potwierdz-newsletter?token=nie-ma-takiego',
    '/anuluj-newsletter?token=123',
  ]) {
    await (path.startsWith('/potwierdz') ? page.goto(path) : navigateInApp(page, path))
    await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy tego zapisu' })).toBeFocused()
    await expect(page.getByText('Sprawdź, czy link został skopiowany w całości')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Zapisz się ponownie' })).toBeVisible()
    await checkA11y(page)
  }
  for (const path of ['/potwierdz-newsletter', '/anuluj-newsletter?token=']) {
    await navigateInApp(page, path)
    await expect(page.getByRole('heading', { name: 'W linku brakuje tokenu' })).toBeVisible()
    await expect(page.getByLabel('Adres email')).toBeVisible()
    await checkA11y(page)
  }
  await navigateInApp(page, `/potwierdz-newsletter?token=${CANCELLED_CONFIRM_TOKEN}`)
  await expect(page.getByRole('heading', { name: 'Ten zapis został anulowany' })).toBeFocused()
  await checkA11y(page)
})

test('/newsletter without an email leads to the landing; an invalid one stays in the field', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/newsletter')
  await expect(page).toHaveURL(LANDING)

  const subscribeCalls = countCalls(page, '/api/newsletter/subscribe')
  await page.goto('/newsletter?email=nie-email')
  const email = page.getByLabel('Adres email')
  await expect(email).toHaveValue('nie-email')
  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  expect(subscribeCalls()).toBe(0)
  await checkA11y(page)
})

test('a failed sign-up keeps the email and sends once', async ({ page, mock, checkA11y }) => {
  const message = 'Wysyłka wiadomości jest chwilowo niedostępna.'
  await mock.addScenario({
    pattern: '/api/newsletter/subscribe',
    status: 503,
    message,
  })
  await page.goto(LANDING)
  await expectAppReady(page)
  const subscribeCalls = countCalls(page, '/api/newsletter/subscribe')
  const sending = await holdCalls(page, '/api/newsletter/subscribe')
  await page.getByLabel('Adres email').fill('ola@example.com')
  await page.getByRole('button', { name: 'Chcę dostać minikurs' }).click()
  await expect(page.getByRole('button', { name: 'Zapisywanie…' })).toBeDisabled()
  await page.getByLabel('Adres email').press('Enter')
  await expect(page.getByRole('button', { name: 'Zapisywanie…' })).toBeDisabled()
  sending.release()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
  await expect(page.getByLabel('Adres email')).toHaveValue('ola@example.com')
  expect(subscribeCalls()).toBe(1)
  await checkA11y(page)
})

test('start and end of school-year pages land on the course offer', async ({ page }) => {
  for (const [index, season] of ['poczatek-roku-szkolnego', 'koniec-roku-szkolnego'].entries()) {
    const path = `/newsletter/${season}`
    await (index === 0 ? page.goto(path) : navigateInApp(page, path))
    await expect(page).toHaveURL(`/oferta/kurs-efektywnego-dzialania?source=newsletter-${season}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kurs Efektywnego Działania' }),
    ).toBeVisible()
  }
})

test('the course pages for newsletter readers lead to the purchase', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/newsletter/kurs-efektywnego-dzialania')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Kurs Efektywnego Działania dla czytelników newslettera',
    }),
  ).toBeVisible()
  const titles = [
    await expectOwnHead(page, 'Kurs Efektywnego Działania dla czytelników newslettera'),
  ]
  await checkA11y(page)

  await page.getByRole('link', { name: 'Przejdź do zakupu' }).first().click()
  await expect(page).toHaveURL('/newsletter/kurs-efektywnego-dzialania/zakup')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zakup: Kurs Efektywnego Działania' }),
  ).toBeVisible()
  titles.push(await expectOwnHead(page, 'Zakup Kursu Efektywnego Działania'))
  await expect(page.getByRole('link', { name: 'Przejdź do płatności' })).toHaveAttribute(
    'href',
    '/produkt/zakup/kurs-efektywnego-dzialania',
  )
  await checkA11y(page)
  expect(new Set(titles).size).toBe(titles.length)
})
