import type { ChildParent } from '@app/contract/parent'
import { ROUTES } from '@app/domain/navigation/routes'
import { expect, test } from '../fixtures'
import { RODZIC, UCZEN, apiAs, atBothWidths, childrenOf, ok } from './helpers'

test('a student agrees to a waiting parent in settings, then unlinks them', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  // rodzic asks uczen again (through the API): a waiting request on uczen's side.
  const rodzic = await apiAs(request, RODZIC)
  const [kuba] = await childrenOf(rodzic)
  await ok('DELETE child', rodzic.parent.unlinkChild({ params: { childId: kuba?.childId ?? '' } }))
  await ok(
    'validate-child',
    rodzic.parent.validateChild({
      body: { childEmail: UCZEN, childName: 'Kuba Nowak' },
    }),
  )

  await login(page, UCZEN, { at: ROUTES.settingsGeneral })
  const section = page.getByRole('region', { name: 'Rodzice' })
  await expect(section).toContainText('Nie widzi rozmów z czatem ani Twoich notatek.')
  const row = section.getByRole('listitem').filter({ hasText: 'Anna Nowak' })
  await expect(row.getByText('Czeka na Twoją zgodę')).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  await row.getByRole('button', { name: 'Zgadzam się' }).click()
  await expect(row.getByText('Połączony')).toBeVisible()
  expect((await childrenOf(rodzic))[0]?.status).toBe('ACTIVE')

  await row.getByRole('button', { name: 'Odłącz' }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText('Anna Nowak przestanie widzieć Twoje postępy w nauce.')
  await dialog.getByRole('button', { name: 'Odłącz' }).click()
  await expect(section.getByText('Żaden rodzic nie jest połączony z Twoim kontem.')).toBeVisible()
  const uczen = await apiAs(request, UCZEN)
  expect(await ok<ChildParent[]>('GET parents', uczen.parent.listParents({}))).toEqual([])
  expect(await childrenOf(rodzic)).toEqual([])
})
