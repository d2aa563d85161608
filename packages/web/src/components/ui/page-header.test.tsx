import { ROUTES } from '@app/domain/navigation/routes'
import { LayoutGrid } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageHeader } from './page-header'
import { Toolbar } from './toolbar'

describe('PageHeader', () => {
  it('has the h1, one line of context, the main action and a decorative icon', () => {
    const html = renderToStaticMarkup(
      <PageHeader
        title="Fiszki"
        description="Twoje talie i powtórki na dziś."
        action={<a href={ROUTES.flashcardsStudyAll}>Ucz się</a>}
        icon={LayoutGrid}
        titleId="flashcards-title"
      />,
    )
    expect(html).toMatch(/^<header class="page-header"><svg[^>]*aria-hidden="true"/)
    expect(html).toContain('<h1 id="flashcards-title" class="page-header-title">Fiszki</h1>')
    expect(html).toContain('<p class="page-header-description">Twoje talie i powtórki na dziś.</p>')
    expect(html).toContain(
      `<div class="page-header-action"><a href="${ROUTES.flashcardsStudyAll}">Ucz się</a></div>`,
    )
  })

  it('is only the h1 when given only a title', () => {
    expect(renderToStaticMarkup(<PageHeader title="Moje produkty" />)).toBe(
      '<header class="page-header"><div class="page-header-text">' +
        '<h1 class="page-header-title">Moje produkty</h1></div></header>',
    )
  })
})

describe('Toolbar', () => {
  it('is a labelled group, not an arrow-key toolbar, with filters first and actions last', () => {
    const html = renderToStaticMarkup(
      <Toolbar
        label="Filtry i akcje talii"
        start={<input aria-label="Szukaj" />}
        end={<button type="button">Dodaj</button>}
      />,
    )
    expect(html).toBe(
      '<div role="group" aria-label="Filtry i akcje talii" class="toolbar">' +
        '<div class="toolbar-start"><input aria-label="Szukaj"/></div>' +
        '<div class="toolbar-end"><button type="button">Dodaj</button></div></div>',
    )
    expect(html).not.toContain('role="toolbar"')
  })

  it('leaves out an empty side', () => {
    const html = renderToStaticMarkup(
      <Toolbar label="Akcje" end={<button type="button">Eksportuj</button>} />,
    )
    expect(html).not.toContain('toolbar-start')
  })
})
