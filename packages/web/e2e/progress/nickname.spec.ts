import { PROGRESS_TEXT } from '@app/contract/progress/text'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { expect, navigateInApp, test } from '../fixtures'
import { PRO, STUDENT, atBothWidths } from './helpers'

const NICKNAME = 'Kuba_Mistrz'

test('(2) uczen sets a nickname, then leaves the ranking, as pro sees it', async ({
  page,
  browser,
  baseURL,
  login,
  checkA11y,
}) => {
  // Two users in two browsers; one page load each, then one reload for pro.
  test.slow()
  await login(page, STUDENT, { at: '/ustawienia/ogolne' })
  const card = page.getByRole('region', { name: 'Ranking' })
  const nickname = card.getByLabel('Pseudonim')
  const save = card.getByRole('button', { name: 'Zapisz ranking' })
  await expect(card).toContainText('Bez pseudonimu inni zobaczą „Kuba N.”.')

  // A nickname a student of the league has: refused at the field, the field keeps it.
  await nickname.fill('kujon99')
  await save.click()
  await expect(card.getByText(PROGRESS_TEXT.nicknameTaken)).toBeVisible()
  await expect(nickname).toHaveAttribute('aria-invalid', 'true')
  await expect(nickname).toHaveValue('kujon99')
  // Too short: said before asking.
  await nickname.fill('Ku')
  await save.click()
  await expect(card.getByText(PROGRESS_TEXT.nicknameLength)).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  await nickname.fill(NICKNAME)
  await save.click()
  await expect(card.getByRole('status')).toHaveText(SETTINGS_SAVED_MESSAGE)

  // pro sees the nickname in this week's league (uczen is in its top 50).
  const proContext = await browser.newContext({ baseURL })
  const pro = await proContext.newPage()
  await login(pro, PRO, { at: '/ranking' })
  const proTop = pro.getByRole('table', { name: /^Najlepsi tygodnia/ })
  await expect(proTop.getByRole('row', { name: new RegExp(NICKNAME) })).toBeVisible()
  await expect(proTop).not.toContainText('Kuba N.')

  // uczen leaves the ranking: they still see their XP, pro no longer sees them.
  await card.getByLabel('Pokazuj mnie w rankingu').uncheck()
  await save.click()
  await expect(card.getByRole('status')).toHaveText(SETTINGS_SAVED_MESSAGE)
  await navigateInApp(page, '/ranking')
  const main = page.getByRole('main')
  await expect(main.getByText('Nie jesteś widoczny w rankingu')).toBeVisible()
  await expect(main.getByText(/^Twoje XP w tym tygodniu: [\d\s]+ XP$/)).toBeVisible()
  await expect(main.locator('tr[aria-current="true"]')).toHaveCount(0)
  await checkA11y(page)

  await pro.reload()
  await expect(proTop.getByRole('row').nth(1)).toBeVisible()
  await expect(proTop).not.toContainText(NICKNAME)
  await proContext.close()
})
