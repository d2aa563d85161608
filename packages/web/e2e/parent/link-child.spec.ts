import { PARENT_TEXT } from '@app/contract/parent'
import { ROUTES } from '@app/domain/navigation/routes'
import { expect, navigateInApp, test } from '../fixtures'
import { MINI, apiAs, atBothWidths, childrenOf, latestEmailTo, ok, signUpParent } from './helpers'

const PARENT = { email: 'nowa-mama@example.com', name: 'Ewa Kowalska', password: 'Rodzic-haslo1' }

test('(3) a new parent links mini, mini agrees through the e-mailed link and the parent sees her week; a refusal leads to /blad', async ({
  page,
  browser,
  baseURL,
  request,
  mock,
  login,
  checkA11y,
}) => {
  // Two people in two browsers, each signed in once through the form (the new account has no
  // stored session; mini signs in as a guest sent from the link); the rest is in-app navigation.
  test.slow()
  await signUpParent(request, PARENT)
  await login(page, PARENT.email, { password: PARENT.password, at: ROUTES.parentPanel })
  const main = page.getByRole('main')
  await expect(main.getByText('Nie połączono jeszcze konta dziecka.')).toBeVisible()
  await expect(main.getByText('Nie widzisz rozmów z czatem ani notatek dziecka.')).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  // An address without a student account: the server's words at the form, which keeps the input.
  const form = page.getByRole('form', { name: 'Połącz konto dziecka' })
  await form.getByLabel('Adres email dziecka').fill('nikt@example.com')
  await form.getByLabel('Imię i nazwisko dziecka').fill('Zosia Kowalska')
  await form.getByRole('button', { name: 'Połącz konto dziecka' }).click()
  await expect(form.getByRole('alert')).toHaveText(PARENT_TEXT.childNotFound)
  await expect(form.getByLabel('Adres email dziecka')).toHaveValue('nikt@example.com')
  await expect(form.getByLabel('Imię i nazwisko dziecka')).toHaveValue('Zosia Kowalska')

  await form.getByLabel('Adres email dziecka').fill(MINI)
  await form.getByRole('button', { name: 'Połącz konto dziecka' }).click()
  await expect(page).toHaveURL(ROUTES.parentPanelSuccess)
  await expect(main.getByRole('heading', { level: 1, name: 'Prośba wysłana' })).toBeVisible()
  await expect(main).toContainText(
    'Wysłaliśmy prośbę do Zosi. Gdy się zgodzi, zobaczysz jej postępy.',
  )
  await atBothWidths(page, () => checkA11y(page))

  // The consent link is in mini's mail; a guest opening it signs in and comes back to it.
  const consent = await latestEmailTo(request, MINI)
  expect(consent.subject).toBe(`${PARENT.name} prosi o wgląd w Twoje postępy w nauce`)
  expect(consent.link).toMatch(/^\/aktywuj-konto-rodzica\/[0-9a-f-]{36}$/)
  const consentLink = consent.link ?? ''

  // The parent is another account: the link says only that.
  await navigateInApp(page, consentLink)
  await expect(main.getByText(PARENT_TEXT.linkForAnotherAccount)).toBeVisible()

  const miniContext = await browser.newContext({ baseURL })
  const mini = await miniContext.newPage()
  await mini.goto(consentLink)
  await expect(mini).toHaveURL(/\/logowanie\?redirect=/)
  await mini.getByLabel('Adres email').fill(MINI)
  await mini.getByLabel('Hasło').fill((await mock.persona(MINI)).password)
  await mini.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(mini).toHaveURL(consentLink)
  const miniMain = mini.getByRole('main')
  await expect(miniMain.getByRole('heading', { level: 1, name: 'Zgoda dla rodzica' })).toBeVisible()
  await expect(miniMain).toContainText(`${PARENT.name} prosi o połączenie`)
  await expect(miniMain.getByRole('region', { name: 'Nigdy nie zobaczy' })).toContainText(
    'treści rozmów z czatem',
  )
  await atBothWidths(mini, () => checkA11y(mini))
  await miniMain.getByRole('button', { name: 'Zgadzam się', exact: true }).click()
  await expect(miniMain.getByRole('heading', { name: 'Zgoda udzielona' })).toBeVisible()
  await expect(miniMain).toContainText(`${PARENT.name} widzi teraz Twoje postępy w nauce`)
  await checkA11y(mini)

  // The parent sees her week.
  await navigateInApp(page, ROUTES.parentPanel)
  const card = main.getByRole('listitem').filter({ hasText: 'Zosia Kowalska' })
  await expect(card.getByText('Połączone')).toBeVisible()
  await expect(card.getByRole('list', { name: 'Czas nauki w kolejnych dniach' })).toBeVisible()
  await expect(
    card.getByRole('list', { name: 'Czas nauki w kolejnych dniach' }).getByRole('listitem'),
  ).toHaveCount(7)
  await expect(card.getByText(/^Ten tydzień: /)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Odłącz' })).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  // A second request, after unlinking (through the API), which mini refuses on the page.
  const api = await apiAs(request, PARENT.email)
  const [child] = await childrenOf(api)
  await ok('DELETE child', api.parent.unlinkChild({ params: { childId: child?.childId ?? '' } }))
  await ok(
    'validate-child',
    api.parent.validateChild({ body: { childEmail: MINI, childName: 'Zosia Kowalska' } }),
  )
  const second = (await latestEmailTo(request, MINI)).link ?? ''
  expect(second).not.toBe(consentLink)
  await navigateInApp(mini, second)
  await miniMain.getByRole('button', { name: 'Nie zgadzam się' }).click()
  await expect(miniMain.getByRole('heading', { name: 'Nie wyrażono zgody' })).toBeVisible()
  await miniContext.close()

  // The outcome e-mail leads the parent to /blad, which shows the request as stored.
  const outcome = await latestEmailTo(request, PARENT.email)
  expect(outcome.subject).toBe('Prośba o połączenie kont odrzucona: Zosia')
  expect(outcome.link).toBe(ROUTES.parentPanelError)
  await navigateInApp(page, outcome.link ?? '')
  await expect(
    main.getByRole('heading', { level: 1, name: 'Prośba nie została przyjęta' }),
  ).toBeVisible()
  await expect(main).toContainText('Prośba do Zosi nie została przyjęta.')
  await expect(main.getByRole('link', { name: 'Spróbuj ponownie' })).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))
})
