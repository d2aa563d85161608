import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { EXPIRING_PREFIX } from '../../src/lib/storage'
import { expect, mockUrl, test } from '../fixtures'
import { countCalls, emailsTo, expectOwnHead, subscriptionLinks } from './newsletter-helpers'

const T = new Date('2025-10-01T10:00:00+02:00').getTime()
const MINUTE = 60_000

/** Checks the file the browser saved and returns the query of the signed link it came from. */
async function expectPdf(download: Download, fileName: string): Promise<string> {
  expect(download.suggestedFilename()).toBe(fileName)
  const bytes = await readFile((await download.path()) ?? '')
  expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4')
  return new URL(download.url()).search
}

/**
 * A real download token of the main ebook: signs `email` up for the ebook and confirms it through
 * the mock's newsletter API, as the emailed confirm link would.
 */
async function ebookDownloadToken(request: APIRequestContext, email: string): Promise<string> {
  const post = (action: string, data: object) =>
    request.post(`${mockUrl()}/api/newsletter/${action}`, {
      data,
      headers: { authorization: 'Bearer PUBLIC' },
    })
  expect((await post('subscribe', { email, list: 'EBOOK' })).status()).toBe(202)
  const { confirm } = await subscriptionLinks(request, email)
  const confirmed = await post('confirm', {
    token: new URL(confirm, mockUrl()).searchParams.get('token'),
  })
  expect(confirmed.status()).toBe(200)
  const { ebookDownloadToken } = (await confirmed.json()) as { ebookDownloadToken?: string }
  expect(ebookDownloadToken).toMatch(/^[\w-]+$/)
  return ebookDownloadToken ?? ''
}

/** Counts the files the browser is handed. */
function countDownloads(page: Page): () => number {
  let downloads = 0
  page.on('download', () => {
    downloads += 1
  })
  return () => downloads
}

/** Clicks the page's download button and returns the file the browser got. */
async function clickDownload(page: Page) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Pobierz/ }).click()
  return download
}

test('the ebook landing signs up, keeps an invalid email, thanks, and the confirmation leads to the download', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/ebook')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Bezpłatny ebook „Efektywna nauka w praktyce”',
    }),
  ).toBeVisible()
  const titles = [await expectOwnHead(page, 'Bezpłatny ebook „Efektywna nauka w praktyce”')]
  await checkA11y(page)

  const email = page.getByLabel('Adres email')
  await email.fill('ebook@example')
  await page.getByRole('button', { name: 'Wyślij mi ebook' }).click()
  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  await expect(email).toHaveValue('ebook@example')
  await checkA11y(page)

  await email.fill('ebook@example.com')
  await page.getByRole('button', { name: 'Wyślij mi ebook' }).click()
  await expect(page).toHaveURL('/ebook/dziekuje')
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zapis!' })).toBeVisible()
  titles.push(await expectOwnHead(page, 'Dziękujemy za zapis po ebook'))
  await checkA11y(page)

  const { confirm } = await subscriptionLinks(request, 'ebook@example.com')
  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapis potwierdzony!' })).toBeVisible()
  // The welcome email and the confirmation page lead to the same download link, with its token.
  const welcome = (await emailsTo(request, 'ebook@example.com')).find(
    (e) => e.subject === 'Twój ebook jest gotowy do pobrania',
  )
  expect(welcome?.link).toMatch(/^\/ebook\/pobierz\?token=[\w-]+$/)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Pobierz ebook' }).click()
  await expect(page).toHaveURL(welcome?.link ?? '')
  await expectPdf(await download, 'Efektywna-nauka-w-praktyce.pdf')
  expect(new Set(titles).size).toBe(titles.length)
})

test('a download gets a signed link, reuses it within its validity and asks again after it expires', async ({
  page,
  request,
  checkA11y,
}) => {
  const token = await ebookDownloadToken(request, 'pobieranie@example.com')
  await page.clock.install({ time: T })
  const linkCalls = countCalls(page, '/api/ebook/ebook/download-url')
  const links: string[] = []

  // The page starts the download by itself.
  const first = page.waitForEvent('download')
  await page.goto(`/ebook/pobierz?token=${token}`)
  links.push(await expectPdf(await first, 'Efektywna-nauka-w-praktyce.pdf'))
  expect(linkCalls()).toBe(1)
  expect(links[0]).toMatch(/^\?expires=\d+&signature=[\w-]+$/)
  await expect(page.getByRole('status')).toContainText(
    'Pobieranie pliku Efektywna-nauka-w-praktyce.pdf się rozpoczęło',
  )
  await expectOwnHead(page, 'Pobierz ebook „Efektywna nauka w praktyce”')
  await checkA11y(page)
  const cachedUntil = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { expiresAt: number }).expiresAt,
    `${EXPIRING_PREFIX}ebook-download:ebook`,
  )
  // Kept until 30 s before the link's 15 minutes are over (counted from when it was asked for).
  const browserNow = () => page.evaluate(() => Date.now())
  expect(cachedUntil - T).toBeGreaterThanOrEqual(15 * MINUTE - 30_000)
  expect(cachedUntil - T).toBeLessThan(15 * MINUTE - 30_000 + 10_000)

  // Within the validity: the same link, no call, also after a reload.
  await page.clock.fastForward(10 * MINUTE)
  links.push(await expectPdf(await clickDownload(page), 'Efektywna-nauka-w-praktyce.pdf'))
  const reloaded = page.waitForEvent('download')
  await page.reload()
  links.push(new URL((await reloaded).url()).search)
  await page.clock.fastForward(cachedUntil - (await browserNow()) - 2_000)
  links.push(new URL((await clickDownload(page)).url()).search)
  expect(linkCalls()).toBe(1)
  expect(new Set(links).size).toBe(1)

  // Less than 30 s left: a new link.
  await page.clock.fastForward(cachedUntil - (await browserNow()) + 1)
  await expectPdf(await clickDownload(page), 'Efektywna-nauka-w-praktyce.pdf')
  expect(linkCalls()).toBe(2)
})

test('the webinar and domination-plan ebooks download from their pages', async ({
  page,
  checkA11y,
}) => {
  const pages = [
    {
      path: '/ebook/webinar/pobierz',
      api: '/api/ebook/webinar/download-url',
      title: 'Materiały z webinaru „Nauka bez stresu”',
      file: 'Nauka-bez-stresu-materialy-z-webinaru.pdf',
    },
    {
      path: '/ebook/plan-dominacji',
      api: '/api/ebook/domination-plan/download-url',
      title: 'Pobierz ebook „Plan dominacji”',
      file: 'Plan-dominacji.pdf',
    },
  ]
  const titles: string[] = []
  for (const { path, api, title, file } of pages) {
    const calls = countCalls(page, api)
    const download = page.waitForEvent('download')
    await page.goto(path)
    await expectPdf(await download, file)
    expect(calls()).toBe(1)
    titles.push(await expectOwnHead(page, title))
    await checkA11y(page)
  }
  expect(new Set(titles).size).toBe(titles.length)
})

test('a failed link request says so and the button tries again', async ({
  page,
  request,
  mock,
}) => {
  const token = await ebookDownloadToken(request, 'serwer-spi@example.com')
  await mock.addScenario({ pattern: '/api/ebook/*', status: 503, message: 'Serwer plików śpi.' })
  await page.goto(`/ebook/pobierz?token=${token}`)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Nie udało się przygotować pliku. Serwer plików śpi.',
  )
  await mock.clearScenarios()
  await expectPdf(await clickDownload(page), 'Efektywna-nauka-w-praktyce.pdf')
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})

test('without the emailed link the ebook page says what is missing and leads to the sign-up, with no download', async ({
  page,
  checkA11y,
}) => {
  const linkCalls = countCalls(page, '/api/ebook/ebook/download-url')
  const downloads = countDownloads(page)
  await page.goto('/ebook/pobierz')
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 2, name: 'Brakuje linku do pobrania' }),
  ).toBeVisible()
  await expect(main).toContainText(
    'Ebook pobierzesz z linku, który wysyłamy e-mailem po zapisie i potwierdzeniu adresu.',
  )
  await expect(main).toContainText('Zapisz się na stronie ebooka, a wyślemy Ci link.')
  await expect(main.getByRole('button', { name: /^Pobierz/ })).toHaveCount(0)
  await expect(main.getByText(/Pobieranie pliku/)).toHaveCount(0)
  await expectOwnHead(page, 'Pobierz ebook „Efektywna nauka w praktyce”')
  await checkA11y(page)

  const getEbook = main.getByRole('link', { name: 'Odbierz ebook' })
  await expect(getEbook).toHaveAttribute('href', '/ebook')
  await getEbook.click()
  await expect(page).toHaveURL('/ebook')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bezpłatny ebook „Efektywna nauka w praktyce”' }),
  ).toBeVisible()
  expect(linkCalls()).toBe(0)
  expect(downloads()).toBe(0)
})

test('a made-up token gets the refusal of the API and the way to the sign-up', async ({
  page,
  checkA11y,
}) => {
  const linkCalls = countCalls(page, '/api/ebook/ebook/download-url')
  const downloads = countDownloads(page)
  await page.goto('/ebook/pobierz?token=zmyslony-token')
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 2, name: 'Ten link do pobrania nie działa' }),
  ).toBeVisible()
  await expect(main).toContainText(
    'Ten link do pobrania ebooka jest nieprawidłowy. Zapisz się ponownie na stronie ebooka, a wyślemy nowy.',
  )
  await expect(main.getByRole('link', { name: 'Odbierz ebook' })).toHaveAttribute('href', '/ebook')
  await expect(main.getByRole('button', { name: /^Pobierz/ })).toHaveCount(0)
  await checkA11y(page)
  expect(linkCalls()).toBe(1)
  expect(downloads()).toBe(0)
})
