import { createApiClient } from '@app/contract/http'
import { USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'
import type { Page } from '@playwright/test'
import { expect, navigateInApp, test } from '../fixtures'
import { expectSignedIn } from './helpers'

/** The mock's seeded links: a0000000-0000-4000-8000-0000000000XY, X the kind, Y 1 unused, 2 used, 3 expired. */
const linkId = (kind: number, state: 1 | 2 | 3 | 9) =>
  `a0000000-0000-4000-8000-0000000000${kind}${state}`

const KINDS = [
  { path: 'aktywuj', kind: 1, slug: 'konto', title: 'Aktywuj konto', promoCode: '' },
  {
    path: 'aktywuj-konto-rodzica',
    kind: 2,
    slug: 'rodzic',
    title: 'Aktywuj konto rodzica',
    promoCode: '',
  },
  {
    path: 'aktywuj-ked',
    kind: 3,
    slug: 'ked',
    title: 'Aktywuj dostęp do kursu',
    promoCode: 'nauka10',
  },
  { path: 'aktywuj-kurs', kind: 4, slug: 'kurs', title: 'Aktywuj dostęp do kursu', promoCode: '' },
  { path: 'aktywuj-produkt', kind: 5, slug: 'produkt', title: 'Aktywuj produkt', promoCode: '' },
] as const

const NAME = 'Nowa Osoba'
const PASSWORD = 'Aktywacja1'

async function fillActivation(
  page: Page,
  values: { email?: string; name: string; password: string; promoCode?: string },
) {
  if (values.email !== undefined) await page.getByLabel('Adres email').fill(values.email)
  await page.getByLabel('Imię', { exact: true }).fill(values.name)
  await page.getByLabel('Hasło', { exact: true }).fill(values.password)
  if (values.promoCode) await page.getByLabel('Kod promocyjny (opcjonalnie)').fill(values.promoCode)
}

const submitButton = (page: Page) => page.locator('main form').getByRole('button')

for (const { path, kind, slug, title, promoCode } of KINDS) {
  test(`/${path}: an unused link activates the account and ends signed in`, async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const id = linkId(kind, 1)
    const lookup = await createApiClient({ baseUrl: baseURL ?? '' }).auth.getActivation({
      params: { id },
    })
    if (lookup.status !== 200) throw new Error(`GET /api/activate/${id}: ${lookup.status}`)

    await page.goto(`/${path}/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(
      page.getByRole('main').getByText(lookup.body.productTitle, { exact: true }),
    ).toBeVisible()
    const email = `aktywacja-${slug}@example.com`
    await expect(page.getByLabel('Adres email')).toHaveValue(email)
    await checkA11y(page)

    // The email is lower-cased, promoCode is '' when left empty, the link id is the confirmation code.
    await fillActivation(page, {
      email: email.toUpperCase(),
      name: NAME,
      password: PASSWORD,
      promoCode,
    })
    const signup = page.waitForRequest('**/api/signup')
    await submitButton(page).click()
    expect((await signup).postDataJSON()).toEqual({
      email,
      password: PASSWORD,
      name: NAME,
      promoCode,
      confirmationCode: id,
    })

    if (kind === 2) {
      await expect(
        page.getByRole('heading', { name: 'Konto rodzica zostało aktywowane' }),
      ).toBeFocused()
      await page.getByRole('button', { name: 'Pomiń ten krok' }).click()
    }
    await expect(page).toHaveURL(/\/rejestracja-udana$/)
    await expect(
      page.getByRole('heading', { level: 1, name: `Witaj, ${NAME}! Twoje konto jest gotowe.` }),
    ).toBeVisible()
    await expectSignedIn(page, NAME)
    await checkA11y(page)

    // The link is used now (opened inside the app: its page asks the API again).
    await navigateInApp(page, `/${path}/${id}`)
    await expect(
      page.getByRole('heading', { name: 'Link został już użyty lub wygasł' }),
    ).toBeVisible()
  })
}

// One tab for every kind: the first link is loaded afresh, the rest opened inside the app (each
// page asks the API for its link).
test('used, expired, unknown and malformed links, on each activation page', async ({
  page,
  checkA11y,
}) => {
  // Each page given the time a test of its own had.
  test.setTimeout(KINDS.length * 30_000)
  for (const [index, { path, kind, title }] of KINDS.entries()) {
    await test.step(`/${path}: used, expired, unknown and malformed links`, async () => {
      for (const state of [2, 3] as const) {
        const link = `/${path}/${linkId(kind, state)}`
        await (index === 0 && state === 2 ? page.goto(link) : navigateInApp(page, link))
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(
          page.getByRole('heading', { name: 'Link został już użyty lub wygasł' }),
        ).toBeVisible()
        await expect(
          page.getByRole('main').getByRole('link', { name: 'Przejdź do logowania' }),
        ).toHaveAttribute('href', '/logowanie')
        await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
        await checkA11y(page)
      }

      await navigateInApp(page, `/${path}/${linkId(kind, 9)}`)
      await expect(
        page.getByRole('heading', { name: 'Nie znaleziono linku aktywacyjnego' }),
      ).toBeVisible()
      await checkA11y(page)

      await navigateInApp(page, `/${path}/12345`)
      await expect(
        page.getByRole('heading', { name: 'Strona nie została znaleziona.' }),
      ).toBeVisible()
    })
  }
})

test('an email that already has an account is told to log in, with the form kept', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`/aktywuj-ked/${linkId(3, 1)}`)
  await fillActivation(page, { email: 'uczen@example.com', name: NAME, password: PASSWORD })
  await submitButton(page).click()

  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText(USER_ALREADY_EXISTS_MESSAGE)
  await expect(alert.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute(
    'href',
    '/logowanie',
  )
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(NAME)
  await expect(page.getByLabel('Hasło', { exact: true })).toHaveValue(PASSWORD)
  await expect(submitButton(page)).toBeEnabled()
  await checkA11y(page)
})

test('a promo code the shop cannot take is refused at its field; a good one activates', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`/aktywuj-kurs/${linkId(4, 1)}`)
  await fillActivation(page, { name: NAME, password: PASSWORD, promoCode: 'JESIEN2025' })
  await submitButton(page).click()

  const promo = page.getByLabel('Kod promocyjny (opcjonalnie)')
  await expect(page.getByText('Ten kod promocyjny stracił ważność.', { exact: true })).toBeVisible()
  await expect(promo).toBeFocused()
  await expect(promo).toHaveValue('JESIEN2025')
  await expect(page.getByLabel('Hasło', { exact: true })).toHaveValue(PASSWORD)
  await checkA11y(page)

  await promo.fill('NAUKA10')
  await submitButton(page).click()
  await expect(page).toHaveURL(/\/rejestracja-udana$/)
  await expectSignedIn(page, NAME)
})

test('the activation form checks its fields before sending anything', async ({
  page,
  checkA11y,
}) => {
  let requests = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/signup') requests += 1
  })
  await page.goto(`/aktywuj/${linkId(1, 1)}`)
  await fillActivation(page, { email: 'zly-adres', name: 'A', password: 'haslo' })
  await submitButton(page).click()

  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  await expect(page.getByText('Imię musi mieć co najmniej 2 znaki', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Hasło musi mieć co najmniej 8 znaków', { exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('A')
  await checkA11y(page)
  expect(requests).toBe(0)
})

test('a parent activates the account and links a child', async ({ page, checkA11y }) => {
  await page.goto(`/aktywuj-konto-rodzica/${linkId(2, 1)}`)
  await fillActivation(page, { name: 'Ewa Rodzic', password: PASSWORD })
  await submitButton(page).click()
  await expect(
    page.getByRole('heading', { name: 'Konto rodzica zostało aktywowane' }),
  ).toBeFocused()
  await checkA11y(page)

  const childForm = page.getByRole('form', { name: 'Połącz konto dziecka' })
  const linkChild = async (childEmail: string, childName: string) => {
    await childForm.getByLabel('Adres email dziecka').fill(childEmail)
    await childForm.getByLabel('Imię i nazwisko dziecka').fill(childName)
    await childForm.getByRole('button', { name: 'Połącz konto dziecka' }).click()
  }

  await linkChild('nikt@example.com', 'Jan Nikt')
  await expect(childForm.getByRole('alert')).toHaveText(
    'Nie znaleziono konta ucznia o podanym adresie email.',
  )
  await linkChild('uczen@example.com', 'Jan Kowalski')
  await expect(childForm.getByRole('alert')).toHaveText(
    'Imię i nazwisko nie zgadzają się z kontem ucznia o podanym adresie email.',
  )
  await expect(childForm.getByLabel('Imię i nazwisko dziecka')).toHaveValue('Jan Kowalski')
  await checkA11y(page)

  await linkChild('Uczen@Example.com', 'kuba nowak')
  await expect(page.getByRole('heading', { name: 'Wysłaliśmy prośbę o zgodę' })).toBeFocused()
  await expect(page.getByText('Kuba Nowak', { exact: true })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Przejdź dalej' }).click()
  await expect(page).toHaveURL(/\/rejestracja-udana$/)
  await expectSignedIn(page, 'Ewa Rodzic')
})

test('a logged-in visitor is told so instead of getting the form', async ({
  page,
  checkA11y,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: `/aktywuj/${linkId(1, 1)}` })
  await expect(
    page.getByRole('heading', { name: 'Na tym urządzeniu ktoś jest już zalogowany' }),
  ).toBeVisible()
  await expect(page.getByText('uczen@example.com')).toBeVisible()
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await checkA11y(page)
})

test('a failed look-up shows the route error with a way to log in', async ({ page, mock }) => {
  await mock.addScenario({ pattern: '/api/activate/*', status: 403, message: 'Brak dostępu.' })
  await page.goto(`/aktywuj-produkt/${linkId(5, 1)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'O nie! Błąd 403' })).toBeVisible()
  await expect(page.getByText('Brak dostępu.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
    'href',
    '/logowanie',
  )
})
