// @vitest-environment jsdom
import type { User } from '@app/contract/user'
import { COURSE_GROUPS } from '@app/domain/access/access'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MyProducts } from './my-products'

/**
 * A student with the full course and the flashcards, in a router of its own (cards link), as a
 * server renders the page, read back into a DOM to query.
 */
async function mount() {
  const user = {
    name: 'Ola',
    groups: [COURSE_GROUPS.KED],
    features: { flashcards: true },
    isParent: false,
  } as unknown as User
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <MyProducts user={user} courseProgress={() => <p>Obejrzane: 1 z 2 nagrań (50%)</p>} />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />)
  return container
}

const cardOf = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent === title)!

describe('My products', () => {
  it('has a page header with the h1 and the greeting', async () => {
    const container = await mount()
    expect(container.querySelector('h1')?.textContent).toBe('Moje produkty')
    expect(container.querySelector('.page-header-description')?.textContent).toBe(
      'Cześć, Ola! Tu znajdziesz wszystko, do czego masz dostęp.',
    )
  })

  it('shows a course as a card with its icon, its title link and its progress', async () => {
    const card = cardOf(await mount(), 'Kurs Efektywnego Działania')
    expect(card.classList).toContain('ui-card')
    expect(card.classList).not.toContain('ui-card-stretched')
    expect(card.querySelector('.ui-card-icon')?.getAttribute('aria-hidden')).toBe('true')
    expect(card.querySelector('h3 a')?.getAttribute('href')).toBe(
      '/produkt/kurs-efektywnego-dzialania',
    )
    expect(card.textContent).toContain('Obejrzane: 1 z 2 nagrań (50%)')
  })

  it('shows a tool as a whole-card link: one link, its icon and the visible cue', async () => {
    const card = cardOf(await mount(), 'Fiszki')
    expect(card.classList).toContain('ui-card-stretched')
    expect(card.querySelector('.ui-card-icon')).not.toBeNull()
    const links = card.querySelectorAll('a')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe('/produkt/fiszki')
    const cue = card.querySelector('.product-card-open')!
    expect(cue.textContent).toBe('Otwórz ')
    expect(cue.getAttribute('aria-hidden')).toBe('true')
  })
})
