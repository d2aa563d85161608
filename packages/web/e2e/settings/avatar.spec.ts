import { ACCOUNT_TEXT } from '@app/contract/user/account'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const GENERAL = '/ustawienia/ogolne'
const UPLOAD_URL_API = '/api/saas/user/avatar-upload-url'
const MEDIA = '/api/media/avatars/'
const PREVIEW = 'Podgląd zdjęcia profilowego'

/** A real 1×1 PNG: the browser decodes it, the mock checks its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

/** The requests of the picture's upload (the link and the bytes). */
function countUploads(page: Page) {
  const seen = { links: 0, bytes: 0 }
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === UPLOAD_URL_API) seen.links += 1
    if (request.method() === 'PUT' && pathname.startsWith(MEDIA)) seen.bytes += 1
  })
  return seen
}

const headerAvatar = (page: Page) => page.getByRole('banner').locator('img.avatar')

/** A 1200×600 PNG drawn by the browser itself. */
async function widePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 1200
    canvas.height = 600
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2a7'
    context.fillRect(0, 0, 1200, 600)
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'))
    return btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())))
  })
  return Buffer.from(base64, 'base64')
}

/** A PNG's width and height (its IHDR chunk). */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]

test('a PNG is scaled to 512 px, uploaded, shown, saved and followed by the header; removing it is saved too', async ({
  page,
  login,
  mock,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  const input = page.getByLabel('Zdjęcie profilowe')
  await expect(input).toHaveAttribute('type', 'file')
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  await expect(input).toHaveAccessibleDescription(/JPEG, PNG lub WebP, najwyżej 2 MB\./)
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveCount(0)
  await expect(headerAvatar(page)).toHaveCount(0)
  const save = page.getByRole('button', { name: 'Zapisz', exact: true })

  // A slow link: the field says it is sending and the form waits for the picture.
  await mock.addScenario({ pattern: UPLOAD_URL_API, method: 'POST', delayMs: 1_500 })
  const wide = await widePng(page)
  expect(pngSize(wide)).toEqual([1200, 600])
  // The button a person sees says it in Polish, whatever the browser's language; a click on it
  // (on the transparent native input over it, hence `force`) opens the browser's file picker.
  const chooseButton = page.getByText('Wybierz plik', { exact: true })
  await expect(chooseButton).toBeVisible()
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    chooseButton.click({ force: true }),
  ])
  await chooser.setFiles({ name: 'ja.png', mimeType: 'image/png', buffer: wide })
  await expect(page.getByText('Wysyłanie zdjęcia…')).toBeVisible()
  await expect(save).toBeDisabled()

  const preview = page.getByRole('img', { name: PREVIEW })
  await expect(preview).toHaveAttribute('src', /^\/api\/media\/avatars\/[\w-]+\.png$/)
  const src = (await preview.getAttribute('src'))!
  await expect(page.getByText('Zapisz zmiany, aby zachować nowe zdjęcie.')).toBeVisible()
  // What was uploaded is the picture scaled to 512 px on its longer side.
  const served = await page.request.get(src)
  expect(served.headers()['content-type']).toBe('image/png')
  expect(pngSize(await served.body())).toEqual([512, 256])
  await checkA11y(page)

  await save.click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  await expect(page.getByText('Zapisz zmiany, aby zachować nowe zdjęcie.')).toHaveCount(0)
  // The header follows without a reload (the session is refreshed about 1 s later).
  await expect(headerAvatar(page)).toHaveAttribute('src', src)

  await page.reload()
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveAttribute('src', src)
  await expect(headerAvatar(page)).toHaveAttribute('src', src)

  await page.getByRole('button', { name: 'Usuń zdjęcie' }).click()
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveCount(0)
  await expect(page.getByLabel('Zdjęcie profilowe')).toBeFocused()
  await expect(page.getByText('Zapisz zmiany, aby usunąć zdjęcie.')).toBeVisible()
  // Not saved yet: the header still has it.
  await expect(headerAvatar(page)).toHaveAttribute('src', src)
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  await expect(headerAvatar(page)).toHaveCount(0)

  await page.reload()
  await expect(page.getByLabel('Zdjęcie profilowe')).toBeVisible()
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Usuń zdjęcie' })).toHaveCount(0)
})

test('a GIF and a 3 MB JPEG are refused in the browser: nothing is sent, the other fields stay', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  const uploads = countUploads(page)
  const name = page.getByLabel('Nazwa wyświetlana')
  await name.fill('Kuba z GIF-em')
  const input = page.getByLabel('Zdjęcie profilowe')

  await input.setInputFiles({ name: 'kot.gif', mimeType: 'image/gif', buffer: GIF })
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_TEXT.avatarType)
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveAccessibleDescription(new RegExp(ACCOUNT_TEXT.avatarType))

  const big = Buffer.alloc(3 * 1024 * 1024)
  await input.setInputFiles({ name: 'duze.jpg', mimeType: 'image/jpeg', buffer: big })
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_TEXT.avatarTooLarge)
  await expect(input).toHaveAccessibleDescription(new RegExp(ACCOUNT_TEXT.avatarTooLarge))
  await checkA11y(page)

  expect(uploads).toEqual({ links: 0, bytes: 0 })
  await expect(name).toHaveValue('Kuba z GIF-em')
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveCount(0)
})

test('a failed upload says why and keeps the picture and the fields as they were', async ({
  page,
  login,
  mock,
}) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  const expired = 'Link do wysłania zdjęcia wygasł. Wybierz zdjęcie jeszcze raz.'
  await mock.addScenario({ pattern: `${MEDIA}*`, method: 'PUT', status: 410, message: expired })
  await page.getByLabel('Nazwa wyświetlana').fill('Kuba bez zdjęcia')
  const input = page.getByLabel('Zdjęcie profilowe')
  await input.setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('alert')).toHaveText(expired)
  await expect(page.getByRole('img', { name: PREVIEW })).toHaveCount(0)
  await expect(page.getByLabel('Nazwa wyświetlana')).toHaveValue('Kuba bez zdjęcia')
  await expect(page.getByRole('button', { name: 'Zapisz', exact: true })).toBeEnabled()

  // A file that is no picture at all, whatever its name says, is not read.
  await mock.clearScenarios()
  const uploads = countUploads(page)
  await input.setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: Buffer.from('nie') })
  await expect(page.getByRole('alert')).toHaveText(
    'Nie udało się odczytać zdjęcia. Wybierz inny plik.',
  )
  expect(uploads).toEqual({ links: 0, bytes: 0 })

  // The next choice works.
  await input.setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: PREVIEW })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
