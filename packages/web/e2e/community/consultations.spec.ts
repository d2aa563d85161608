import { expect, forwardBothClocks, setBothClocks, test } from '../fixtures'
import { PAGES } from './helpers'

/**
 * The weekly consultations (SPEC §9: Saturday 17:00, dd.mm.yyyy hh:mm, Polish weekday names) as
 * the browser's clock (Playwright's) sees them, across both daylight-saving changes.
 */
const MINUTE = 60_000

const DST_CASES = [
  {
    name: 'autumn 2026 (clocks go back on 25.10)',
    now: '2026-10-22T10:00:00+02:00',
    dates: [
      ['24.10.2026', '2026-10-24T15:00:00.000Z'],
      ['31.10.2026', '2026-10-31T16:00:00.000Z'],
      ['07.11.2026', '2026-11-07T16:00:00.000Z'],
      ['14.11.2026', '2026-11-14T16:00:00.000Z'],
      ['21.11.2026', '2026-11-21T16:00:00.000Z'],
      ['28.11.2026', '2026-11-28T16:00:00.000Z'],
      ['05.12.2026', '2026-12-05T16:00:00.000Z'],
      ['12.12.2026', '2026-12-12T16:00:00.000Z'],
    ],
  },
  {
    name: 'spring 2027 (clocks go forward on 28.03)',
    now: '2027-03-25T10:00:00+01:00',
    dates: [
      ['27.03.2027', '2027-03-27T16:00:00.000Z'],
      ['03.04.2027', '2027-04-03T15:00:00.000Z'],
      ['10.04.2027', '2027-04-10T15:00:00.000Z'],
      ['17.04.2027', '2027-04-17T15:00:00.000Z'],
      ['24.04.2027', '2027-04-24T15:00:00.000Z'],
      ['01.05.2027', '2027-05-01T15:00:00.000Z'],
      ['08.05.2027', '2027-05-08T15:00:00.000Z'],
      ['15.05.2027', '2027-05-15T15:00:00.000Z'],
    ],
  },
] as const

for (const { name, now, dates } of DST_CASES) {
  test(`the next 8 consultations stay Saturdays 17:00 across ${name}`, async ({
    page,
    mock,
    login,
    checkA11y,
  }) => {
    await setBothClocks(page, mock, now)
    await login(page, 'uczen@example.com', { at: PAGES.consultations })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konsultacje na żywo')
    await expect(page).toHaveTitle(/^Konsultacje na żywo \|/)

    const items = page.getByRole('region', { name: 'Najbliższe terminy' }).getByRole('listitem')
    await expect(items).toHaveCount(8)
    for (const [index, [date, instant]] of dates.entries()) {
      const item = items.nth(index)
      await expect(item.locator('time')).toHaveText(`sobota, ${date} 17:00`)
      // The instant behind the text moves by an hour with the season; the wall clock does not.
      await expect(item.locator('time')).toHaveAttribute('datetime', instant)
    }
    await expect(items.first()).toContainText('najbliższe')
    // The join button is not there yet: the text says when it appears.
    await expect(page.getByRole('link', { name: /Dołącz do spotkania/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Dołącz do rozmowy' })).toContainText(
      `w sobotę ${dates[0][0]} o 16:50`,
    )
    await checkA11y(page)
  })
}

test('the join link appears 10 minutes before the call and goes when it ends', async ({
  page,
  mock,
  login,
}) => {
  // Saturday 24.10.2026 16:45 in Warsaw (summer time, the last Saturday before the change).
  await setBothClocks(page, mock, '2026-10-24T16:45:00+02:00')
  await login(page, 'pro@example.com', { at: PAGES.consultations })
  const join = page.getByRole('region', { name: 'Dołącz do rozmowy' })
  const link = join.getByRole('link', {
    name: 'Dołącz do spotkania (otwiera się w nowej karcie)',
  })
  await expect(join).toContainText('w sobotę 24.10.2026 o 16:50')
  await expect(link).toHaveCount(0)

  // 16:50: the link opens, without a reload.
  await forwardBothClocks(page, mock, 5 * MINUTE)
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', 'https://meet.google.com/ena-sobota-1700')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(join).toContainText('Za chwilę zaczynamy: sobota, 24.10.2026 17:00')

  // 17:30: the call is on; the list already starts with next week.
  await forwardBothClocks(page, mock, 40 * MINUTE)
  await expect(join).toContainText('Konsultacje właśnie trwają: sobota, 24.10.2026 17:00')
  await expect(link).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Najbliższe terminy' }).getByRole('listitem').first(),
  ).toContainText('sobota, 31.10.2026 17:00')

  // 18:00: the call has ended; next week's link opens at 16:50 (winter time by then).
  await forwardBothClocks(page, mock, 30 * MINUTE)
  await expect(link).toHaveCount(0)
  await expect(join).toContainText('w sobotę 31.10.2026 o 16:50')
})
