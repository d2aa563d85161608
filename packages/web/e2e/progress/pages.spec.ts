import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { expect, navigateInApp, test } from '../fixtures'
import {
  STUDENT,
  atBothWidths,
  plain,
  progressOf,
  shiftDay,
  todayHeading,
  todayKey,
} from './helpers'

const FISZKI = { one: 'fiszka', few: 'fiszki', many: 'fiszek' }
const SHORT = ['niedz.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.']
const dayName = (key: string) =>
  `${SHORT[new Date(`${key}T12:00:00Z`).getUTCDay()]} ${key.split('-').reverse().join('.')}`
/** '1 godz. 39 min' as the statistics write a day's study time. */
const studyTime = (seconds: number) => {
  const minutes = Math.round(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} godz.` : `${hours} godz. ${rest} min`
}

test('(1) uczen sees their day, statistics with a chart, its table and the heatmap, and their place in the league', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  // Four pages at two widths, each checked by axe: one full load, the rest inside the app.
  test.slow()
  const api = await progressOf(request)
  const [today, progress] = await Promise.all([api.today(), api.progress()])

  // 'Dziś' on /produkt: the day, the blocks, the flashcards due, the streak and the level.
  await login(page, STUDENT, { at: '/produkt' })
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(todayHeading(today.date))
  const due = today.dueFlashcards!.total
  await expect(main.getByText(`Do powtórki: ${formatCount(due, FISZKI)}`)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Powtórz' })).toHaveAttribute(
    'href',
    '/produkt/fiszki/nauka',
  )
  const plan = main.getByRole('region', { name: 'Plan na dziś' })
  await expect(plan.getByRole('listitem')).toHaveCount(today.blocks!.length)
  const toCome = today.blocks!.filter(
    (block) => block.status === 'PLANNED' && Date.parse(block.endsAt) > Date.now() + 60_000,
  )
  for (const block of toCome)
    await expect(
      plan.getByRole('link', { name: new RegExp(`^Zacznij: .* — ${block.topic}$`) }).first(),
    ).toBeVisible()
  const mine = main.getByRole('region', { name: 'Twoje postępy' })
  await expect(mine).toContainText(
    `Seria: ${formatCount(progress.streak.current, PLURAL_FORMS.day)}`,
  )
  await expect(mine).toContainText(`Poziom ${progress.level}: ${progress.levelName}`)
  await expect(mine.getByRole('progressbar', { name: `Poziom ${progress.level}` })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Kursy' })).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  // Statistics: the last 30 days by default; a day's bar is named, its table opens, the heatmap's
  // cells are named by day.
  await navigateInApp(page, '/statystyki')
  await expect(main.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible()
  const to = todayKey()
  const from = shiftDay(to, -29)
  const statistics = await api.statistics(from, to)
  const studied = [...statistics.days].reverse().find((day) => day.studySeconds >= 60)!
  const name = `${dayName(studied.date)}: ${studyTime(studied.studySeconds)}`
  const daily = main.getByRole('region', { name: 'Dzień po dniu' })
  await expect(
    daily.getByRole('group', { name: 'Czas nauki dzień po dniu' }).getByRole('img', { name }),
  ).toBeVisible()
  await daily.getByRole('button', { name: 'Pokaż dane w tabeli' }).click()
  const row = daily
    .getByRole('table')
    .getByRole('row', { name: new RegExp(`^${dayName(studied.date)}`) })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell').first()).toHaveText(studyTime(studied.studySeconds))
  const year = main.getByRole('region', { name: /^Nauka w roku szkolnym/ })
  await expect(year.getByRole('img', { name })).toHaveCount(1)
  await atBothWidths(page, () => checkA11y(page))

  // The league: the caller's place and their row, marked.
  await navigateInApp(page, '/ranking')
  const ranking = await api.ranking()
  await expect(
    main.getByText(`Jesteś ${ranking.me!.place}. z ${ranking.participants}`),
  ).toBeVisible()
  const me = main.locator('tr[aria-current="true"]')
  await expect(me).toHaveCount(1)
  await expect(me).toContainText('Kuba N. (Ty)')
  expect(plain(await me.textContent())).toContain(String(ranking.me!.xp))
  await atBothWidths(page, () => checkA11y(page))

  // Past weeks, and one of them opened.
  await navigateInApp(page, '/ranking/historia')
  const weeks = main.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(weeks.getByRole('heading', { level: 2 }).first()).toContainText('Liga tygodnia')
  await atBothWidths(page, () => checkA11y(page))
  await weeks.getByRole('link').first().click()
  await expect(main.getByRole('heading', { level: 2, name: /^Liga tygodnia/ })).toBeVisible()
  await expect(main.getByRole('table').first().getByRole('row')).toHaveCount(51)
  await checkA11y(page)
})
