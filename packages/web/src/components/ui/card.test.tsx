// @vitest-environment jsdom
import { ROUTES } from '@app/domain/navigation/routes'
import { GraduationCap } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../lib/testing/render'
import { Card } from './card'

afterEach(() => document.body.replaceChildren())

describe('Card', () => {
  it('is named by its title, with the heading level asked for, and shows meta, body and actions', async () => {
    const { container } = await render(
      <Card
        as="article"
        headingLevel={2}
        icon={GraduationCap}
        title="Kurs Efektywnego Działania"
        meta="Tydzień 3"
        actions={<button type="button">Dalej</button>}
      >
        <p>Opis kursu</p>
      </Card>,
    )
    const card = container.querySelector('article')!
    const heading = card.querySelector('h2')!
    expect(heading.textContent).toBe('Kurs Efektywnego Działania')
    expect(card.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(card.querySelector('.ui-card-meta')?.textContent).toBe('Tydzień 3')
    expect(card.querySelector('.ui-card-body')?.textContent).toBe('Opis kursu')
    expect(card.querySelector('.ui-card-actions button')?.textContent).toBe('Dalej')
    // The icon is decoration beside the title.
    expect(card.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('defaults to an h3 in a div and leaves out the parts it is not given', async () => {
    const { container } = await render(<Card title="Fiszki" />)
    const card = container.firstElementChild!
    expect(card.tagName).toBe('DIV')
    expect(card.querySelector('h3')?.textContent).toBe('Fiszki')
    expect(card.querySelector('.ui-card-meta, .ui-card-body, .ui-card-actions, svg')).toBeNull()
  })

  it('as a whole-card link keeps one link, the title, with nothing interactive inside it', async () => {
    const { container } = await render(
      <ul>
        <Card as="li" stretched title={<a href={ROUTES.flashcards}>Fiszki</a>}>
          <p>Powtórki w odstępach</p>
        </Card>
      </ul>,
    )
    const card = container.querySelector('li')!
    expect(card.className).toContain('ui-card-stretched')
    const links = card.querySelectorAll('a')
    expect(links).toHaveLength(1)
    expect(links[0]!.closest('h3')).not.toBeNull()
    expect(links[0]!.querySelector('a, button, input')).toBeNull()
  })

  it("marks a finished or a locked card by its tone's class", async () => {
    const { container } = await render(
      <>
        <Card title="Ukończony" tone="done" />
        <Card title="Zablokowany" tone="muted" />
      </>,
    )
    const [done, muted] = container.children
    expect(done!.className).toBe('ui-card ui-card-done')
    expect(muted!.className).toBe('ui-card ui-card-muted')
  })
})
