/**
 * `pnpm screenshots`: the main pages at 375 and 1280 px, in the light and the dark theme, as PNG
 * files in ./screenshots (not part of `test`; look at them after a change to the look). Runs the
 * built bundle (`pnpm build` first) against the mock, signed in as the demo student for the
 * platform's pages, as the administrator for the admin's and as the parent for the parent panel. SCREENSHOT_PAGES=/,/blog limits the pages.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { COOKIE_CONSENT_NAME } from '@app/domain/site/cookie-consent'
import { chromium, type Browser, type Page } from '@playwright/test'
import { startServers } from './servers'

const PORTS = { mock: 4130, https: 4563, web: 4293 }
const OUT = join(import.meta.dirname, '..', 'screenshots')
const PUBLIC_PAGES = [
  '/',
  '/oferta',
  '/oferta/kurs-efektywnego-dzialania',
  '/oferta/zrozumiec-nastolatka',
  '/oferta/chat',
  '/kurs-efektywnego-dzialania/rodzice',
  '/pro',
  '/o-nas',
  '/opinie',
  '/chronotypy',
  '/test-na-chronotyp',
  '/newsletter',
  '/ebook',
  '/blog',
  '/blog/9b2e4d71-0c3a-4f58-8a6d-5e1f2b3c4d90',
  '/logowanie',
  '/rejestracja',
  '/reset-hasla',
]
const STUDENT_PAGES = [
  '/produkt',
  '/produkt/kurs-efektywnego-dzialania',
  '/produkt/fiszki',
  '/produkt/fiszki/nauka',
  '/produkt/spolecznosc',
  '/produkt/chat',
  '/produkt/planer-nauki',
  '/produkt/plan-dominacji',
  '/produkt/zadania',
  '/ranking',
  '/ranking/historia',
  '/statystyki',
  '/ustawienia/ogolne',
  '/ustawienia/profil-edukacyjny',
  '/ustawienia/planer-nauki',
  '/ustawienia/rozliczenia',
  '/produkt/chat/zakup',
  '/zakup/mistrzowskie-wsparcie',
]
const ADMIN_PAGES = ['/admin/blog', '/admin/blog/dodaj']
const PARENT_PAGES = ['/produkt/panel-rodzica', '/produkt/panel-rodzica/sukces']
const STUDENT = { email: 'uczen@example.com', password: 'Demo123!' }
const ADMIN = { email: 'admin@example.com', password: 'Demo123!' }
const PARENT = { email: 'rodzic@example.com', password: 'Demo123!' }
const WIDTHS = [375, 1280] as const
const THEMES = ['light', 'dark'] as const

const only = process.env.SCREENSHOT_PAGES?.split(',')
const wanted = (path: string) => !only || only.includes(path)
const fileName = (theme: string, width: number, path: string) =>
  `${theme}-${width}-${path.replace(/^\//, '').replace(/\//g, '_') || 'home'}.png`

async function signIn(page: Page, webUrl: string, user: { email: string; password: string }) {
  await page.goto(`${webUrl}/logowanie`)
  await page.getByLabel('Adres email').fill(user.email)
  await page.getByLabel('Hasło').fill(user.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/logowanie')
}

async function shoot(page: Page, url: string, file: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.locator('h1').first().waitFor()
  // A tool's first-visit guide ('Jak to działa?') is closed: the page itself is what to look at.
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }
  await page.screenshot({ path: join(OUT, file), fullPage: true })
}

async function shootSignedIn(
  page: Page,
  webUrl: string,
  user: { email: string; password: string },
  paths: string[],
  theme: string,
  width: number,
) {
  if (paths.length === 0) return
  await signIn(page, webUrl, user)
  for (const path of paths) await shoot(page, `${webUrl}${path}`, fileName(theme, width, path))
}

async function shootAll(browser: Browser, webUrl: string) {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const contextOptions = {
        viewport: { width, height: width === 375 ? 812 : 800 },
        colorScheme: theme,
        locale: 'pl-PL',
        timezoneId: 'Europe/Warsaw',
      }
      const context = await browser.newContext(contextOptions)
      // The cookie banner is answered, so it covers nothing.
      await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'false', url: webUrl }])
      const page = await context.newPage()
      for (const path of PUBLIC_PAGES.filter(wanted))
        await shoot(page, `${webUrl}${path}`, fileName(theme, width, path))
      await shootSignedIn(page, webUrl, STUDENT, STUDENT_PAGES.filter(wanted), theme, width)
      await context.close()
      // The administrator's and the parent's pages each in a context of its own: signing in
      // again would be refused.
      for (const [user, paths] of [
        [ADMIN, ADMIN_PAGES],
        [PARENT, PARENT_PAGES],
      ] as const) {
        const ownContext = await browser.newContext(contextOptions)
        await ownContext.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'false', url: webUrl }])
        const ownPage = await ownContext.newPage()
        await shootSignedIn(ownPage, webUrl, user, paths.filter(wanted), theme, width)
        await ownContext.close()
      }
      console.log(`${theme} ${width} px: done`)
    }
  }
}

mkdirSync(OUT, { recursive: true })
const servers = await startServers({ ports: PORTS })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  await shootAll(browser, servers.webUrl)
  console.log(`Screenshots in ${OUT}`)
} finally {
  await browser.close()
  await servers.stop()
}
