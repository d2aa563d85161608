import type { ChatConversationPage, ChatMessagePage } from '@app/contract/chat'
import type { CourseView } from '@app/contract/courses'
import type { ChildParent } from '@app/contract/parent'
import type { Settings } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { expect, test } from '../fixtures'
import { RODZIC, UCZEN, apiAs, atBothWidths, childrenOf, ok } from './helpers'

const SECRET_NOTE = 'Notatka tylko dla mnie: boję się klasówki z fizyki'

test('(4) rodzic sees uczen’s week without a note or a chat text, and unlinks', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  // What uczen wrote: a note saved now, and the seeded chat messages.
  const uczen = await apiAs(request, UCZEN)
  const course = await ok<CourseView>(
    'GET course',
    uczen.courses.getWeekAndEpisodes({ query: { course: 'KED' } }),
  )
  const episode = course.weeks.find((week) => week.isUnlocked)?.episodes[0]
  await ok(
    'POST notes',
    uczen.courses.updateEpisodeNotes({
      body: { course: 'KED', episodeId: episode?.id ?? '', notes: SECRET_NOTE },
    }),
  )
  const conversations = await ok<ChatConversationPage>(
    'GET conversations',
    uczen.chat.listConversations({ query: {} }),
  )
  const chatTexts: string[] = []
  for (const conversation of conversations.items.slice(0, 3)) {
    const messages = await ok<ChatMessagePage>(
      'GET messages',
      uczen.chat.listMessages({ params: { id: conversation.id }, query: {} }),
    )
    chatTexts.push(...messages.items.map((message) => message.content.slice(0, 40)))
  }
  expect(chatTexts.length).toBeGreaterThan(0)

  // E-mail notifications off: the digest's switch says it will not come, and links to them.
  const rodzic = await apiAs(request, RODZIC)
  await ok(
    'PUT settings',
    rodzic.user.updateSettings({ body: { general: { emailNotifications: false } } }),
  )

  await login(page, RODZIC, { at: ROUTES.parentPanel })
  const main = page.getByRole('main')
  const card = main.getByRole('listitem').filter({ hasText: 'Kuba Nowak' })
  await expect(card.getByText('Połączone')).toBeVisible()
  await expect(card.getByText(/^Ten tydzień: /)).toBeVisible()
  await expect(card.getByText('Seria dni nauki')).toBeVisible()
  await expect(card.getByText('Czat', { exact: true })).toBeVisible()
  await expect(main.getByText('Nie widzisz rozmów z czatem ani notatek dziecka.')).toBeVisible()
  const text = (await main.innerText()).replace(/\s+/g, ' ')
  expect(text).not.toContain(SECRET_NOTE)
  for (const chat of chatTexts) expect(text).not.toContain(chat.replace(/\s+/g, ' '))

  const digest = main.getByRole('region', { name: 'Podsumowanie emailem' })
  await expect(digest.getByText('Powiadomienia email są wyłączone')).toBeVisible()
  await expect(digest.getByRole('link', { name: 'Włącz je w ustawieniach' })).toBeVisible()
  await atBothWidths(page, () => checkA11y(page))

  // The switch saves as it is switched.
  await digest.getByRole('switch', { name: 'Cotygodniowe podsumowanie emailem' }).uncheck()
  await expect(digest.getByRole('status')).toHaveText('Wyłączono cotygodniowe podsumowanie.')
  const settings = await ok<Settings>('GET settings', rodzic.user.getSettings({}))
  expect(settings.general.parentDigest).toBe(false)

  // 'Odłącz' asks first, then the child is gone on both sides.
  await card.getByRole('button', { name: 'Odłącz' }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText('Przestaniesz widzieć postępy dziecka w nauce.')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Odłącz' }).click()
  await expect(main.getByText('Nie połączono jeszcze konta dziecka.')).toBeVisible()
  expect(await childrenOf(rodzic)).toEqual([])
  expect(await ok<ChildParent[]>('GET parents', uczen.parent.listParents({}))).toEqual([])
})
