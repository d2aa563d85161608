import { LIMITS } from '@app/contract'
import type { Page } from '@playwright/test'
import { expect, navigateInApp, test } from '../fixtures'
import { apiAs, cardTitles, loadAllPages } from './helpers'
import { XSS_PAYLOADS } from './xss-payloads'

const XSS_TAG = 'xss'

/** Records every dialog a page opens (dismissing it) and whatever sets the `__xss` marker. */
function watchForExecution(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return {
    dialogs,
    marker: () => page.evaluate(() => (window as { __xss?: unknown }).__xss),
  }
}

/**
 * Every image of the page has loaded or failed, so an injected `onerror` would have run by now
 * (quicker than waiting for an idle network after each of the 50 pages).
 */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
}

/** Nothing executable made it into the rendered page. */
async function expectInertDom(page: Page) {
  const found = await page.evaluate(() => {
    const main = document.querySelector('main')!
    const bad: string[] = []
    for (const el of main.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase()
      if (['script', 'iframe', 'object', 'embed', 'style', 'form', 'base', 'meta'].includes(tag))
        bad.push(`<${tag}>`)
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? ''
        if (attr.startsWith('on')) bad.push(`${tag}[${attr}]`)
        if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\s\p{Cc}]/gu, '')))
          bad.push(`${tag}[${attr}=${value}]`)
      }
    }
    return bad
  })
  expect(found).toEqual([])
}

test('no stored XSS payload executes on the article page or on its card', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(300_000)
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
  const admin = await apiAs(request, 'admin@example.com')
  const ids: string[] = []
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const fits = (max: number) => payload.trim().length >= 3 && payload.length <= max
    const created = await admin.blog.saveArticle({
      body: {
        title: fits(LIMITS.articleTitleMax) ? payload : `Ładunek ${index + 1}`,
        subtitle: fits(LIMITS.articleSubtitleMax) ? payload : `Ładunek ${index + 1}`,
        author: 'Zespół bezpieczeństwa',
        // Every other article also carries an attribute-breaking image URL.
        imageUrl:
          index % 2 === 0
            ? '/api/media/blog/krzywa-zapominania.svg'
            : '/api/media/blog/x.svg" onerror="window.__xss=1',
        tags: [XSS_TAG],
        content: `<p>Przed ładunkiem ${index + 1}.</p>${payload}<p>Po ładunku.</p>`,
      },
    })
    expect(created.status, payload).toBe(201)
    if (created.status === 201) ids.push(created.body.id)
  }

  const watch = watchForExecution(page)
  const expectNothingRan = async (what: string) => {
    expect(await watch.marker(), what).toBeUndefined()
    expect(watch.dialogs, what).toEqual([])
    await expectInertDom(page)
  }

  // Every card, as a guest, each linking its article; then every article, opened inside the
  // running app (the same article page a card's link renders, without 50 loads of the listing).
  await page.goto(`/blog?kategoria=${XSS_TAG}`)
  await loadAllPages(page)
  await expect(cardTitles(page)).toHaveCount(ids.length)
  await page.waitForLoadState('networkidle')
  await expectNothingRan('the guest listing')
  for (const id of ids)
    await expect(page.locator(`main a[href="/blog/${id}"]`).first()).toBeVisible()
  for (const [index, id] of ids.entries()) {
    await navigateInApp(page, `/blog/${id}`)
    await expect(page.locator('.article-content')).toContainText(`Przed ładunkiem ${index + 1}.`)
    await imagesSettled(page)
    await expectNothingRan(XSS_PAYLOADS[index]!)
  }
  // A full load of an article, not only client-side rendering.
  await page.goto(`/blog/${ids[0]}`)
  await expect(page.locator('.article-content')).toContainText('Przed ładunkiem 1.')
  await imagesSettled(page)
  await expectNothingRan(XSS_PAYLOADS[0]!)

  // An admin's cards repeat the title in the controls.
  await login(page, 'admin@example.com', { at: `/blog?kategoria=${XSS_TAG}` })
  await loadAllPages(page)
  await expect(cardTitles(page)).toHaveCount(ids.length)
  await page.waitForLoadState('networkidle')
  await expectNothingRan('the admin listing')
})
