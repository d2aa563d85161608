import type { Block, Plan } from '@app/contract/planner'
import { ROUTES } from '@app/domain/navigation/routes'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { planQuery } from '../../../api/planner/queries'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'
import { PlannerDay } from './planner-day'

const PLAN = '3LxpW0pVrW5NC19cWaastAv7qVd'

/** A route map path with this plan and the given parameters filled in. */
const path = (route: string, params: Record<string, string>) =>
  Object.entries({ planId: PLAN, ...params }).reduce(
    (filled, [name, value]) => filled.replace(`$${name}`, value),
    route,
  )

const block = (n: number, startsAt: string, patch: Partial<Block> = {}): Block => ({
  id: `${PLAN.slice(0, 26)}${n}`,
  version: 1,
  subject: 'biologia',
  topic: `Temat ${n}`,
  kind: 'REVIEW',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
  status: 'PLANNED',
  focusedMinutes: 0,
  focus: null,
  ...patch,
})

/** A Saturday long past: 10:00 done, 10:30 and 11:00 still planned. */
async function render(blocks: Block[], dateKey = '2026-11-21') {
  const client = new QueryClient()
  const plan = { id: PLAN, version: 3, input: { name: 'Semestr zimowy' }, blocks } as Plan
  await client.prefetchQuery({ ...planQuery('u', PLAN), queryFn: () => plan as never })
  return renderPageMarkup(<PlannerDay userId="u" planId={PLAN} dateKey={dateKey} />, client)
}

describe('the day page', () => {
  it("lists the day's blocks and the consultations, 'Zacznij' on the first planned one only", async () => {
    const html = await render([
      block(1, '2026-11-21T09:00:00.000Z', { status: 'DONE', kind: 'LEARN' }),
      block(2, '2026-11-21T09:30:00.000Z'),
      block(3, '2026-11-21T10:00:00.000Z', { kind: 'MOCK_EXAM' }),
      block(4, '2026-11-22T10:00:00.000Z'),
    ])
    expect(html).toContain('Sobota, 21.11.2026')
    expect(html).toContain('Semestr zimowy')
    expect(html).toContain('10:00–10:15')
    for (const text of ['Nauka', 'Powtórka', 'Próbny egzamin', 'Zrobiony', 'Do rozliczenia'])
      expect(html).toContain(text)
    expect(html).not.toContain('Temat 4')
    expect(html).toContain('17:00–18:00')
    expect(html).toContain('Konsultacje')
    expect(html.match(/>Zacznij</g)).toHaveLength(1)
    expect(html).toContain(
      `href="${path(ROUTES.plannerFocus, { dateKey: '2026-11-21', exerciseIndex: '2' })}"`,
    )
    expect(html).toContain(`href="${path(ROUTES.plannerDay, { dateKey: '2026-11-20' })}"`)
    expect(html).toContain(`href="${path(ROUTES.plannerDay, { dateKey: '2026-11-22' })}"`)
  })

  it('says a day without blocks or consultations is empty', async () => {
    const html = await render([block(1, '2026-11-21T09:00:00.000Z')], '2026-11-23')
    expect(html).toContain('Na ten dzień nie ma bloków')
    expect(html).not.toContain('Zacznij')
  })
})
