import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-prerender'
import { prerenderedPageProblem } from './prerendered-page-check'

const page = (main: string) =>
  `<a href="#main">Przejdź</a><main id="main">${main}</main><footer></footer>`

describe('prerenderedPageProblem', () => {
  it('passes a page with its one h1', () => {
    expect(prerenderedPageProblem(page('<h1>O nas<!-- --> </h1><p>Tekst</p>'))).toBeNull()
  })

  it.each([
    ['no <main>', '<h1>O nas</h1>', 'it has no <main>'],
    ['no h1', page('<h2>O nas</h2>'), 'it has 0 h1 headings instead of one'],
    ['two h1', page('<h1>O nas</h1><h1>Kontakt</h1>'), 'it has 2 h1 headings instead of one'],
    ['an empty h1', page('<h1 id="x"><!-- --></h1>'), 'its h1 is empty'],
  ])('refuses a page with %s', (_case, html, problem) => {
    expect(prerenderedPageProblem(html)).toBe(problem)
  })

  // The router's own status says 'ok' here: only the page's heading tells.
  it('refuses the not-found page as the app renders it for a path that is not a page', async () => {
    const rendered = await renderPage('/strona-ktorej-nie-ma')
    expect(prerenderedPageProblem(rendered.html)).toBe('it is the not-found page')
  })

  it('passes a prerendered page as the app renders it', async () => {
    const rendered = await renderPage('/regulamin')
    expect(rendered.status).toBe('ok')
    expect(prerenderedPageProblem(rendered.html)).toBeNull()
  })
})
