import { DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { apiAs } from '../blog/helpers'
import { expect, setBothClocks, test, waitForAppSettled, waitThroughRetries } from '../fixtures'

const STUDENT = 'uczen@example.com'
const PAGE = '/produkt/plan-dominacji'
/** A Sunday after 18:00: this week's check-in (23.11–29.11.2026) is open. */
const SUNDAY_EVENING = '2026-11-29T18:05:00+01:00'

test('uczen: goals with progress, a new action, the check-in at Sunday 18:00, an action as a planner block, the printed plan', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, SUNDAY_EVENING)
  await login(page, STUDENT, { at: PAGE })
  const tutorial = page.getByRole('dialog', { name: 'Jak działa plan dominacji' })
  await expect(tutorial).toBeVisible()
  await checkA11y(page)
  await tutorial.getByRole('button', { name: 'Zamknij' }).click()
  await expect(tutorial).toBeHidden()

  await expect(page.getByRole('heading', { level: 1, name: 'Plan dominacji' })).toBeVisible()
  const goals = page.getByRole('region', { name: 'Cele na rok 2026/2027' })
  const goal = (title: string) =>
    goals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  // The first quarter (September–November): its first milestone of each goal is done.
  await expect(goal('Średnia 4,5 na koniec roku')).toContainText('1 z 5 kamieni milowych')
  await expect(goal('Zdać FCE')).toContainText('1 z 4 kamieni milowych')
  await expect(goal('Biegać 3 razy w tygodniu')).toContainText('1 z 4 kamieni milowych')
  await checkA11y(page)

  // A new action of this week, saved at once.
  const week = page.getByRole('region', { name: 'Ten tydzień (23.11–29.11.2026)' })
  await expect(week).toContainText('0 z 4 działań')
  await week.getByLabel('Nowe działanie na ten tydzień').fill('Wzory Viète’a: 10 zadań')
  await week.getByRole('button', { name: 'Dodaj działanie' }).click()
  await expect(week.getByRole('checkbox', { name: 'Wzory Viète’a: 10 zadań' })).toBeVisible()
  await expect(week).toContainText('0 z 5 działań')

  // The check-in: ticks, the rating, the answers and one action for next week.
  const checkIn = page.getByRole('region', { name: 'Podsumowanie tygodnia 23.11–29.11.2026' })
  await checkIn.getByRole('checkbox', { name: 'Wzory Viète’a: 10 zadań' }).check()
  await checkIn.getByRole('radio', { name: '4 – dobrze' }).check()
  await checkIn.getByLabel(TEXT.wentWellQuestion).fill('Wszystkie zadania z matematyki.')
  await checkIn.getByLabel(TEXT.gotInTheWayQuestion).fill('Zawody w sobotę.')
  await checkIn.getByLabel(TEXT.willChangeQuestion).fill('Angielski rano.')
  await checkIn.getByRole('button', { name: 'Dodaj działanie na następny tydzień' }).click()
  await checkIn.getByLabel('Działanie 1', { exact: true }).fill('Zadania z ciągów')
  await checkA11y(page)
  await checkIn.getByRole('button', { name: 'Zapisz podsumowanie' }).click()
  await expect(checkIn.getByRole('button', { name: 'Popraw podsumowanie' })).toBeVisible()
  await expect(checkIn).toContainText('4 – dobrze')
  await expect(checkIn).toContainText('1 z 5 działań')
  await expect(checkIn).toContainText('Zawody w sobotę.')
  await expect(week.getByRole('checkbox', { name: 'Wzory Viète’a: 10 zadań' })).toBeChecked()

  // Past weeks: three check-ins and the missed one.
  const history = page.getByRole('region', { name: 'Poprzednie tygodnie' })
  await expect(history.getByText('Pominięty')).toHaveCount(1)
  await expect(history.getByRole('heading', { level: 3 })).toHaveCount(4)

  // Next week's action becomes a block of the learning plan.
  const nextWeek = page.getByRole('region', { name: 'Następny tydzień (30.11–06.12.2026)' })
  await nextWeek.getByRole('button', { name: 'Do planera: Zadania z ciągów' }).click()
  const dialog = page.getByRole('dialog', { name: 'Dodaj do planera nauki' })
  await expect(dialog.getByLabel('Plan nauki')).toHaveValue(/.+/)
  await expect(dialog.getByLabel('Przedmiot')).toBeEnabled()
  await expect(dialog.getByLabel('Dzień')).toHaveValue('2026-11-30')
  await checkA11y(page)
  await dialog.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' })
  await dialog.getByLabel('Godzina').fill('20:30')
  await dialog.getByLabel('Długość (minuty)').fill('45')
  await dialog.getByRole('button', { name: 'Dodaj do planu' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText('Dodano do planu „Semestr zimowy”: 30.11.2026, 20:30–21:15.'),
  ).toBeVisible()
  const api = await apiAs(request, STUDENT)
  const plans = await api.planner.listPlans()
  if (plans.status !== 200) throw new Error(`GET plans answered ${plans.status}`)
  const plan = await api.planner.getPlan({ params: { id: plans.body.items[0]!.id } })
  expect(plan.status === 200 && plan.body.blocks).toContainEqual(
    expect.objectContaining({
      topic: 'Zadania z ciągów',
      subject: 'matematyka',
      kind: 'LEARN',
      startsAt: '2026-11-30T19:30:00.000Z',
      endsAt: '2026-11-30T20:15:00.000Z',
    }),
  )

  // Printed: the plan alone, without the site's banner, menus and buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.locator('nav:visible, .site-footer:visible')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden()
  await expect(checkIn).toBeHidden()
  await expect(goals.getByRole('heading', { name: 'Zdać FCE' })).toBeVisible()
  await expect(page.getByText('Kończę liceum z poczuciem')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeVisible()
})

test('pro: a plan that cannot be loaded loads again; the empty plan gets a vision and a first goal, saved again after a change in another tab', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, 'pro@example.com')
  await api.user.sendNotification({ body: { type: 'DOMINATION_PLAN_TUTORIAL' } })
  // Opened from another page of the app: the skeleton while the plan loads, then the failure.
  await page.clock.install()
  await login(page, 'pro@example.com')
  const failure = 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'
  await mock.addScenario({
    pattern: '/api/saas/domination-plan',
    method: 'GET',
    status: 503,
    message: failure,
  })
  await waitForAppSettled(page)
  await page.evaluate((to) => window.history.pushState(window.history.state, '', to), PAGE)
  await expect(
    page.getByRole('status').filter({ hasText: 'Wczytywanie planu dominacji…' }),
  ).toBeAttached()
  await waitThroughRetries(page, page.getByText(failure))
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  const empty = page.getByRole('region', { name: 'Zacznij od wizji' })
  await expect(empty).toBeVisible()
  // Seen once (above): no tutorial on its own, 'Jak to działa?' opens it again.
  const tutorial = page.getByRole('dialog', { name: 'Jak działa plan dominacji' })
  await expect(tutorial).toHaveCount(0)
  await page.getByRole('button', { name: 'Jak to działa?' }).click()
  await tutorial.getByRole('button', { name: 'Dalej' }).click()
  await tutorial.getByRole('button', { name: 'Zaczynam' }).click()
  await expect(tutorial).toBeHidden()
  await expect(page.getByRole('button', { name: 'Drukuj' })).toHaveCount(0)
  await checkA11y(page)
  await empty.getByRole('button', { name: 'Napisz swoją wizję' }).click()

  const editor = page.getByRole('form', { name: 'Edycja planu' })
  await editor.getByLabel('Kim chcesz być za rok?').fill('Czytam po angielsku bez słownika.')
  const firstGoal = editor.getByRole('group', { name: 'Cel 1', exact: true })
  await firstGoal.getByLabel('Cel na rok').fill('Przeczytać 12 książek po angielsku')
  await firstGoal.getByLabel('Dlaczego to dla mnie ważne?').fill('Chcę studiować za granicą.')
  await firstGoal.getByRole('button', { name: 'Dodaj kamień milowy' }).click()
  await firstGoal.getByLabel('Kamień milowy 1', { exact: true }).fill('Pierwsze 3 książki')
  await checkA11y(page)

  // Meanwhile another tab saves the plan: the edit stays, with the API's reason, and saves again.
  const other = await api.dominationPlan.updateDominationPlan({
    body: { version: 0, vision: 'Z innej karty', goals: [], actions: [] },
  })
  expect(other.status).toBe(200)
  await editor.getByRole('button', { name: 'Zapisz plan' }).click()
  await expect(editor.getByRole('alert')).toHaveText(TEXT.staleVersion)
  await expect(firstGoal.getByLabel('Cel na rok')).toHaveValue('Przeczytać 12 książek po angielsku')
  await editor.getByRole('button', { name: 'Zapisz plan' }).click()

  await expect(page.getByText('Czytam po angielsku bez słownika.')).toBeVisible()
  const goal = page
    .getByRole('region', { name: /^Cele na rok/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Przeczytać 12 książek po angielsku' }) })
  await expect(goal).toContainText('0 z 1 kamienia milowego')
  await expect(goal.getByRole('checkbox', { name: 'Pierwsze 3 książki' })).not.toBeChecked()
  const saved = await api.dominationPlan.getDominationPlan()
  expect(saved.status === 200 && saved.body).toMatchObject({
    version: 2,
    vision: 'Czytam po angielsku bez słownika.',
    goals: [
      {
        title: 'Przeczytać 12 książek po angielsku',
        milestones: [{ quarter: expect.any(Number) }],
      },
    ],
  })
  await checkA11y(page)
})

test('without the domination plan the page offers pro, and the API refuses', async ({
  page,
  request,
  login,
}) => {
  await login(page, 'mini@example.com', { at: PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  const api = await apiAs(request, 'mini@example.com')
  const answer = await api.dominationPlan.getDominationPlan()
  expect(answer.status).toBe(403)
  expect(answer.body).toEqual({ message: TEXT.noAccess, httpsStatus: 403 })
})
