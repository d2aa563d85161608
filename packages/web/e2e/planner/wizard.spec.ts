import { PLANNER_TEXT } from '@app/contract/planner/text'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { CHRONOTYPE_QUESTIONS } from '@app/domain/chronotype/chronotype'
import type { Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import {
  CREATE_PATH,
  NEW_PLAN,
  PLANS,
  STUDENT,
  dayFromToday,
  filledDraft,
  openWithDraft,
  shown,
  skipPlannerTutorial,
} from './helpers'

const next = (page: Page) => page.getByRole('button', { name: 'Dalej' })
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true })
const subjectGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

test('uczen builds a plan in five steps: each refuses a bad value at its field, a reload keeps the step, the preview says what does not fit, one plan is made', async ({
  page,
  request,
  login,
  mock,
  checkA11y,
}) => {
  test.setTimeout(90_000)
  await skipPlannerTutorial(request)
  await login(page, STUDENT, { at: NEW_PLAN })
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy plan nauki' })).toBeVisible()
  await expect(page.getByText('Krok 1 z 5')).toBeVisible()
  await checkA11y(page)

  // Step 1: the profile's subjects come first; nothing chosen and a name too long are refused.
  const subjects = page.getByRole('group', { name: 'Przedmioty' })
  await expect(subjects.getByRole('checkbox').nth(0)).toHaveAccessibleName('Matematyka')
  await expect(subjects.getByRole('checkbox').nth(1)).toHaveAccessibleName('Biologia')
  const name = page.getByRole('textbox', { name: 'Nazwa planu', exact: true })
  await next(page).click()
  await expect(name).toBeFocused()
  await expect(page.getByText(PLANNER_TEXT.planName)).toBeVisible()
  await expect(subjects).toContainText(PLANNER_TEXT.subjects)
  await name.fill('x'.repeat(81))
  await subjects.getByRole('checkbox', { name: 'Matematyka' }).check()
  await subjects.getByRole('checkbox', { name: 'Historia' }).check()
  await next(page).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('x'.repeat(81))
  await expect(page.getByText(PLANNER_TEXT.planName)).toBeVisible()
  await expect(subjects).not.toContainText(PLANNER_TEXT.subjects)
  await name.fill('Przed feriami')
  await subjectGroup(page, 'Matematyka').getByRole('radio', { name: 'trudny' }).check()
  await next(page).click()

  // Step 2: a past exam and half an hour's fraction are refused; the values stay.
  await expect(stepHeading(page, 'Egzaminy, cele i tematy')).toBeFocused()
  await expect(page.getByText('Krok 2 z 5')).toBeVisible()
  const math = subjectGroup(page, 'Matematyka')
  const history = subjectGroup(page, 'Historia')
  const mathDate = math.getByLabel('Data egzaminu')
  await mathDate.fill(dayFromToday(-1))
  await math.getByLabel('Nazwa egzaminu (opcjonalnie)').fill('Sprawdzian')
  await math.getByLabel('Temat 1', { exact: true }).fill('Funkcja kwadratowa')
  await math.getByLabel('Godziny na temat 1').fill('0.3')
  // Thirty hours in three days cannot fit: the preview will say so.
  await history.getByLabel('Data egzaminu').fill(dayFromToday(3))
  await history.getByLabel('Temat 1', { exact: true }).fill('Polska Piastów')
  await history.getByLabel('Godziny na temat 1').fill('30')
  await next(page).click()
  await expect(mathDate).toBeFocused()
  await expect(math).toContainText(PLANNER_TEXT.examInPast)
  await expect(math).toContainText(PLANNER_TEXT.topicHours)
  await expect(math.getByLabel('Godziny na temat 1')).toHaveValue('0.3')
  await mathDate.fill(dayFromToday(10))
  await expect(math).toContainText(`${shown(dayFromToday(10))} (za 10 dni)`)
  await math.getByLabel('Godziny na temat 1').fill('2')
  await math.getByRole('button', { name: 'Dodaj temat' }).click()
  await expect(math.getByLabel('Temat 2', { exact: true })).toBeFocused()
  await page.keyboard.type('Wielomiany')
  await math.getByLabel('Godziny na temat 2').fill('1.5')

  // A reload mid-way keeps the step and everything typed.
  await page.reload()
  await expect(page.getByText('Krok 2 z 5')).toBeVisible()
  await expect(mathDate).toHaveValue(dayFromToday(10))
  await expect(math.getByLabel('Temat 2', { exact: true })).toHaveValue('Wielomiany')
  await expect(math.getByLabel('Godziny na temat 2')).toHaveValue('1.5')
  await expect(history.getByLabel('Godziny na temat 1')).toHaveValue('30')
  await checkA11y(page)
  await next(page).click()

  // Step 3: a window ending before it starts is refused at its day; a day off is added.
  await expect(stepHeading(page, 'Czas na naukę')).toBeFocused()
  const mondayStart = page.getByLabel('Poniedziałek, okno: od')
  const mondayEnd = page.getByLabel('Poniedziałek, okno: do')
  await mondayStart.fill('16:00')
  await mondayEnd.fill('15:00')
  await next(page).click()
  await expect(mondayStart).toBeFocused()
  await expect(page.getByRole('group', { name: 'Poniedziałek' })).toContainText(
    PLANNER_TEXT.endAfterStart,
  )
  await expect(mondayEnd).toHaveValue('15:00')
  await mondayEnd.fill('18:00')
  await page.getByLabel('Dzień wolny', { exact: true }).fill(dayFromToday(1))
  await page.getByRole('button', { name: 'Dodaj dzień wolny' }).click()
  await expect(page.getByRole('list', { name: 'Twoje dni wolne' })).toContainText(
    shown(dayFromToday(1)),
  )
  await checkA11y(page)
  await next(page).click()

  // Step 4: the profile's chronotype; a session of 5 minutes is refused.
  await expect(stepHeading(page, 'Pory dnia, sesje i chronotyp')).toBeFocused()
  await expect(page.getByRole('region', { name: 'Chronotyp' })).toContainText(
    'Twój chronotyp: typ umiarkowanie wieczorny',
  )
  const session = page.getByLabel('Długość sesji nauki (min)')
  await expect(session).toHaveValue('25')
  await session.fill('5')
  await next(page).click()
  await expect(session).toBeFocused()
  await expect(page.getByText(PLANNER_TEXT.sessionMinutes)).toBeVisible()
  await expect(session).toHaveValue('5')
  await session.fill('45')
  await page.getByLabel('Po południu (12:00–17:00)').check()
  await checkA11y(page)
  await next(page).click()

  // Step 5: what does not fit first, then the next two weeks' blocks and the counts.
  await expect(stepHeading(page, 'Podgląd planu')).toBeFocused()
  const unplaced = page.getByRole('region', { name: 'Nie wszystko się mieści' })
  await expect(unplaced).toContainText('Historia — Polska Piastów')
  await expect(unplaced).toContainText('Nie mieści się przed sprawdzianem: brakuje ok.')
  const days = page.getByRole('region', { name: 'Najbliższe dwa tygodnie' })
  await expect(
    days.getByRole('listitem').filter({ hasText: 'Funkcja kwadratowa' }).first(),
  ).toHaveText(/^\d{2}:\d{2}–\d{2}:\d{2}\s*Matematyka\s*Funkcja kwadratowa\s*Nauka$/)
  const counts = page.getByRole('region', { name: 'Bloki w całym planie' })
  await expect(counts.getByRole('listitem').filter({ hasText: 'Matematyka' })).toContainText(
    /\d+ blok(i|ów)? nauki, \d+ powt[óo]r/,
  )
  await expect(counts.getByRole('listitem').filter({ hasText: 'Historia' })).toBeVisible()
  await checkA11y(page)

  // A double click makes one request (and one plan), then the list with the toast.
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === CREATE_PATH) posts.push(r.url())
  })
  await mock.addScenario({ pattern: CREATE_PATH, method: 'POST', delayMs: 800 })
  await page.getByRole('button', { name: 'Utwórz plan' }).dblclick()
  await expect(page).toHaveURL(PLANS)
  await expect(page.getByText('Plan „Przed feriami” jest gotowy.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Przed feriami' })).toBeVisible()
  expect(posts).toHaveLength(1)
  const plans = await (await apiAs(request, STUDENT)).planner.listPlans()
  expect(
    plans.status === 200 && plans.body.items.filter((p) => p.name === 'Przed feriami'),
  ).toHaveLength(1)

  // The draft is gone: 'Nowy plan' starts empty.
  await page.getByRole('link', { name: 'Nowy plan' }).first().click()
  await expect(page.getByText('Krok 1 z 5')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nazwa planu', exact: true })).toHaveValue('')
})

test("a refusal keeps everything: a 400 goes back to its step, a 409 stays; 'Zacznij od nowa' empties the wizard", async ({
  page,
  request,
  login,
  mock,
}) => {
  await login(page, STUDENT, { at: NEW_PLAN })
  await openWithDraft(page, request, STUDENT, filledDraft(5))
  await expect(stepHeading(page, 'Podgląd planu')).toBeVisible()
  const create = page.getByRole('button', { name: 'Utwórz plan' })
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text })

  await mock.addScenario({
    pattern: CREATE_PATH,
    method: 'POST',
    status: 400,
    message: PLANNER_TEXT.examInPast,
  })
  await create.click()
  await expect(stepHeading(page, 'Egzaminy, cele i tematy')).toBeFocused()
  await expect(alert(PLANNER_TEXT.examInPast)).toBeVisible()
  const biology = subjectGroup(page, 'Biologia')
  await expect(biology.getByLabel('Temat 1', { exact: true })).toHaveValue('Genetyka')
  await expect(biology.getByLabel('Data egzaminu')).toHaveValue(dayFromToday(10))

  await mock.addScenario({
    pattern: CREATE_PATH,
    method: 'POST',
    status: 409,
    message: PLANNER_TEXT.tooManyActivePlans,
  })
  for (const step of [3, 4, 5]) {
    await next(page).click()
    await expect(page.getByText(`Krok ${step} z 5`)).toBeVisible()
  }
  await create.click()
  await expect(alert(PLANNER_TEXT.tooManyActivePlans)).toBeVisible()
  await expect(stepHeading(page, 'Podgląd planu')).toBeVisible()

  await page.getByRole('button', { name: 'Zacznij od nowa' }).click()
  const confirm = page.getByRole('dialog', { name: 'Zacząć od nowa?' })
  await confirm.getByRole('button', { name: 'Zacznij od nowa' }).click()
  await expect(stepHeading(page, 'Nazwa planu i przedmioty')).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Nazwa planu', exact: true })).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Krok 1 z 5')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nazwa planu', exact: true })).toHaveValue('')
})

test('without a chronotype the wizard links to the test and comes back with its result, kept in the profile', async ({
  page,
  request,
  login,
}) => {
  const email = 'pro@example.com'
  await login(page, email, { at: NEW_PLAN })
  await openWithDraft(page, request, email, filledDraft(4))
  const chronotype = page.getByRole('region', { name: 'Chronotyp' })
  await expect(chronotype).toContainText('Nie znamy jeszcze Twojego chronotypu')
  await chronotype.getByRole('link', { name: 'Zrób test na chronotyp (2 min)' }).click()
  await expect(page).toHaveURL('/test-na-chronotyp?powrot=planer')
  // 3 + 2 + 3 + 3 + 2 = 13 points: an intermediate type.
  for (const [index, option] of [2, 1, 2, 2, 2].entries()) {
    const label = CHRONOTYPE_QUESTIONS[index]?.options[option]?.label ?? ''
    await page
      .getByRole('group', { name: new RegExp(`^Pytanie ${index + 1}\\.`) })
      .getByRole('radio', { name: label, exact: true })
      .check()
  }
  await page.getByRole('button', { name: 'Pokaż wynik' }).click()
  await page.getByRole('link', { name: 'Zapisz wynik i wróć do planu' }).click()
  await expect(page).toHaveURL(NEW_PLAN)
  await expect(page.getByText('Krok 4 z 5')).toBeVisible()
  await expect(chronotype).toContainText('Twój chronotyp: typ pośredni')
  const api = await apiAs(request, email)
  await expect
    .poll(async () => {
      const settings = await api.user.getSettings()
      return settings.status === 200 && settings.body.educationalProfile.chronotype
    })
    .toBe('intermediate')
})

test('a guest signs in first; without the planner the wizard offers pro', async ({
  page,
  login,
  checkA11y,
}) => {
  await page.goto(NEW_PLAN)
  await expect(page).toHaveURL(/\/logowanie\?redirect=/)
  await login(page, 'mini@example.com', { at: NEW_PLAN })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  await checkA11y(page)
})
