import { expect, test } from '../fixtures'
import { RODZIC, emailsTo } from './helpers'

/** Friday 17.10.2025, 12:00 Warsaw; the digest goes on Sunday 19.10 at 18:00 Warsaw (16:00 UTC). */
const FRIDAY = '2025-10-17T10:00:00.000Z'
const TO_SUNDAY_PAST_18 = Date.parse('2025-10-19T16:01:00.000Z') - Date.parse(FRIDAY)

test('(5) past Sunday 18:00 Warsaw the week’s digest is in rodzic’s mail, once', async ({
  request,
  mock,
}) => {
  const digests = async () =>
    (await emailsTo(request, RODZIC)).filter((m) => m.subject.startsWith('Podsumowanie tygodnia'))
  await mock.setClock(FRIDAY)
  expect(await digests()).toEqual([])
  await mock.advanceClock(TO_SUNDAY_PAST_18 - 2 * 60_000)
  // 17:59: not yet.
  expect(await digests()).toEqual([])
  await mock.advanceClock(2 * 60_000)
  const [digest, ...more] = await digests()
  expect(more).toEqual([])
  expect(digest?.subject).toMatch(
    /^Podsumowanie tygodnia: Kuba — (\d+ godz\.( \d+ min)?|\d+ min) nauki$/,
  )
  expect(digest?.text).toContain('13.10–19.10.2025')
  expect(digest?.text).toContain('Nie widzisz rozmów z czatem ani notatek dziecka.')
  expect(new URL(digest?.link ?? '').pathname).toBe('/produkt/panel-rodzica')
})
