import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IntroBookingForm } from './intro-booking-form'

/** The web package has no DOM for tests: the form's markup is checked as rendered on a server. */
const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>)

const slot = (startsAt: string, seatsLeft: number) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  seatsLeft,
})
const SLOTS = [
  slot('2026-10-21T17:00:00.000Z', 1),
  slot('2026-10-28T18:00:00.000Z', 3),
  slot('2026-11-04T18:00:00.000Z', 0),
  slot('2026-11-11T18:00:00.000Z', 12),
]
const noop = () => {}

describe('intro booking form (markup)', () => {
  it('lists the meetings as radios with Warsaw times and Polish seat plurals; a full one is disabled', () => {
    const html = render(
      <IntroBookingForm userId="u" slots={SLOTS} booking={null} onBooked={noop} />,
    )
    expect(html).toContain('<legend>Wybierz termin spotkania</legend>')
    expect(html.match(/type="radio"/g)).toHaveLength(4)
    expect(html).toContain('środa</span>, 21.10.2026 19:00')
    expect(html).toContain('środa</span>, 28.10.2026 19:00')
    expect(html).toContain('1 wolne miejsce')
    expect(html).toContain('3 wolne miejsca')
    expect(html).toContain('12 wolnych miejsc')
    expect(html).toContain('Brak wolnych miejsc')
    expect(html.match(/disabled=""/g)).toHaveLength(1)
    expect(html).toContain('>Zapisz się</button>')
  })

  it('preselects the current booking, even in a full meeting, and offers to move it', () => {
    const booking = {
      startsAt: '2026-11-04T18:00:00.000Z',
      endsAt: '2026-11-04T18:45:00.000Z',
      bookedAt: '2026-10-19T10:00:00.000Z',
    }
    const html = render(
      <IntroBookingForm userId="u" slots={SLOTS} booking={booking} onBooked={noop} />,
    )
    expect(html).toContain('<legend>Wybierz nowy termin</legend>')
    expect(html).toContain('Twój obecny termin')
    expect(html).not.toContain('disabled=""')
    expect(html).toMatch(/checked="" value="2026-11-04T18:00:00.000Z"/)
    expect(html).toContain('>Zmień termin</button>')
  })
})
