// @vitest-environment jsdom
import { COMMERCE_TEXT } from '@app/contract/commerce'
import { catalogueItem } from '@app/domain/commerce/catalogue'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutForm } from './checkout-form'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/** The form in a router of its own (its links need one) and a query client. */
async function mount(node: ReactNode): Promise<{ container: HTMLElement; root: Root }> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
  })
  return { container, root }
}

const labelled = (container: HTMLElement, text: string | RegExp) => {
  const label = [...container.querySelectorAll('label')].find((l) =>
    typeof text === 'string' ? l.textContent === text : text.test(l.textContent ?? ''),
  )
  const input = label && document.getElementById(label.htmlFor)
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${String(text)}`)
  return input
}

const describedBy = (container: HTMLElement, input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.ownerDocument.getElementById(id)?.textContent)
    .join(' | ')

/** Types as a user does: React listens to the input event of the native value setter. */
async function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const submit = async (container: HTMLElement) => {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!
  await act(async () => button.click())
}

let mounted: Root | null = null
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  // jsdom has no scrolling; the router scrolls to the top on its first render.
  window.scrollTo = () => {}
})
afterEach(() => {
  act(() => mounted?.unmount())
  mounted = null
  document.body.innerHTML = ''
})

const ked = catalogueItem('ked')
const next = { to: '/produkt/kurs-efektywnego-dzialania', label: 'Przejdź do kursu' } as const

describe('CheckoutForm', () => {
  it('shows the product, the price with its VAT line, the promo code and the consents in a fieldset', async () => {
    const { container, root } = await mount(<CheckoutForm product={ked} userId="u" next={next} />)
    mounted = root
    const text = container.textContent?.replaceAll('\u00a0', ' ')
    expect(container.querySelector('h2')?.textContent).toBe('Kurs Efektywnego Działania')
    expect(text).toContain('697,00 zł')
    expect(text).toContain('w tym 23% VAT: 130,33 zł')
    expect(labelled(container, 'Kod promocyjny (nieobowiązkowy)').type).toBe('text')
    expect(container.querySelector('fieldset legend')?.textContent).toBe(
      'Zgody potrzebne do zakupu',
    )
    const terms = labelled(container, /^Akceptuję regulamin/)
    expect(terms.closest('fieldset')).not.toBeNull()
    const link = container.querySelector<HTMLAnchorElement>('label a[href="/regulamin"]')
    expect(link?.target).toBe('_blank')
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe(
      'Przechodzę do płatności',
    )
    // The invoice fields appear only when asked for.
    expect(container.textContent).not.toContain('Dane do faktury')
  })

  it('names each missing consent at its box, linked by aria-describedby, and focuses the first', async () => {
    const { container, root } = await mount(<CheckoutForm product={ked} userId="u" next={next} />)
    mounted = root
    await submit(container)
    const terms = labelled(container, /^Akceptuję regulamin/)
    const access = labelled(container, /^Chcę dostać dostęp do kursu od razu/)
    expect(terms.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(container, terms)).toContain(COMMERCE_TEXT.termsConsent)
    expect(describedBy(container, access)).toContain(COMMERCE_TEXT.immediateAccessConsent)
    expect(document.activeElement).toBe(terms)
  })

  it('refuses a malformed NIP in the browser and keeps every field as typed', async () => {
    const { container, root } = await mount(<CheckoutForm product={ked} userId="u" next={next} />)
    mounted = root
    await act(async () => labelled(container, 'Chcę fakturę').click())
    const type = (label: string, value: string) => typeInto(labelled(container, label), value)
    await type('Nazwa firmy albo imię i nazwisko', 'Firma Sp. z o.o.')
    await type('NIP (nieobowiązkowy)', '123-456-32-19')
    await type('Ulica i numer', 'ul. Polna 1')
    await type('Kod pocztowy (00-000)', '00-950')
    await type('Miejscowość', 'Warszawa')
    await submit(container)
    const nip = labelled(container, 'NIP (nieobowiązkowy)')
    expect(describedBy(container, nip)).toContain(COMMERCE_TEXT.nip)
    expect(document.activeElement).toBe(nip)
    expect(nip.value).toBe('123-456-32-19')
    expect(labelled(container, 'Miejscowość').value).toBe('Warszawa')
  })

  it('asks to apply a typed code before ordering', async () => {
    const { container, root } = await mount(<CheckoutForm product={ked} userId="u" next={next} />)
    mounted = root
    const code = labelled(container, 'Kod promocyjny (nieobowiązkowy)')
    await typeInto(code, 'NAUKA10')
    for (const box of [/^Akceptuję regulamin/, /^Chcę dostać dostęp/]) {
      await act(async () => labelled(container, box).click())
    }
    await submit(container)
    expect(describedBy(container, code)).toContain('Kliknij „Zastosuj”')
    expect(document.activeElement).toBe(code)
  })
})
