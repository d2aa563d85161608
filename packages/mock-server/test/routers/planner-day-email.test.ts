import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { BLOCK_KIND_LABELS, type Block } from '@app/contract/planner'
import { subjectLabel } from '@app/contract/user'
import { warsawTime } from '@app/domain/planner/block-changes'
import { toWarsawDateKey } from '@app/domain/shared/format'
import type { SentEmail } from '../../src/store/outbox'
import { call } from '../helper'
import {
  PRO,
  UCZEN,
  clockTo,
  createPlan,
  getPlan,
  listPlans,
  pl,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

const dayPlans = async (to: string) =>
  ((await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[])
    .filter((e) => e.to === to && e.subject.startsWith('Plan dnia'))
    .reverse()

const dailyPlanEmail = (as: string, on: boolean) =>
  call(app, as, {
    method: 'PUT',
    url: '/api/saas/user/settings',
    payload: { learningPlanner: { dailyPlanEmail: on } },
  })

const day = (block: Block) => toWarsawDateKey(Date.parse(block.startsAt))

describe('the day plan e-mail', () => {
  it('goes at 07:00 Warsaw, once a day, on the days with blocks, through a jump of days', async () => {
    expect((await dailyPlanEmail(UCZEN, true)).statusCode).toBe(200)
    const [summary] = await listPlans(app, UCZEN)
    const plan = await getPlan(app, UCZEN, summary!.id)
    // Wednesday 12:00 to Monday 12:00: Thursday to Monday mornings pass.
    await clockTo(app, '2025-10-20T10:00:00.000Z')
    const days = ['2025-10-16', '2025-10-17', '2025-10-18', '2025-10-19', '2025-10-20']
    const withBlocks = days.filter((d) => plan.blocks.some((b) => day(b) === d))
    expect(withBlocks).not.toContain('2025-10-19')
    const emails = await dayPlans(UCZEN)
    expect(emails.map((e) => e.sentAt)).toEqual(withBlocks.map((d) => `${d}T05:00:00.000Z`))

    const thursday = emails[0]!
    expect(thursday.subject).toBe('Plan dnia: czwartek, 16.10.2025')
    const link = `http://web.test/produkt/planer-nauki/${plan.id}/2025-10-16`
    expect(thursday.link).toBe(link)
    const lines = plan.blocks
      .filter((b) => day(b) === '2025-10-16')
      .map(
        (b) =>
          `${warsawTime(b.startsAt)}–${warsawTime(b.endsAt)} ${subjectLabel(b.subject)} — ${b.topic} (${BLOCK_KIND_LABELS[b.kind]})`,
      )
    expect(lines.length).toBeGreaterThan(0)
    expect(thursday.text).toBe(
      [
        'Cześć! Oto Twój plan nauki na dziś (czwartek, 16.10.2025).',
        ['Plan „Semestr zimowy”:', ...lines, `Plan dnia: ${link}`].join('\n'),
        'Powodzenia! Ten e-mail przychodzi, bo w ustawieniach planera masz włączony „Plan dnia na e-mail”.',
      ].join('\n\n'),
    )

    // The same day again (and the setting saved again): nothing more.
    await clockTo(app, '2025-10-20T18:00:00.000Z')
    await dailyPlanEmail(UCZEN, true)
    expect(await dayPlans(UCZEN)).toHaveLength(withBlocks.length)
  })

  it('never goes while switched off, and stops when switched off', async () => {
    await clockTo(app, '2025-10-20T10:00:00.000Z')
    expect(await dayPlans(UCZEN)).toEqual([])
    await dailyPlanEmail(UCZEN, true)
    await clockTo(app, '2025-10-21T10:00:00.000Z')
    const [summary] = await listPlans(app, UCZEN)
    const plan = await getPlan(app, UCZEN, summary!.id)
    expect(plan.blocks.some((b) => day(b) === '2025-10-21')).toBe(true)
    expect(await dayPlans(UCZEN)).toHaveLength(1)
    await dailyPlanEmail(UCZEN, false)
    await clockTo(app, '2025-10-28T10:00:00.000Z')
    expect(await dayPlans(UCZEN)).toHaveLength(1)
  })

  it('goes only with blocks: none for a user without a plan, then from the new plan', async () => {
    await dailyPlanEmail(PRO, true)
    await clockTo(app, '2025-10-17T10:00:00.000Z')
    expect(await dayPlans(PRO)).toEqual([])
    const plan = await createPlan(app, PRO)
    await clockTo(app, '2025-10-24T10:00:00.000Z')
    const days = ['18', '19', '20', '21', '22', '23', '24'].map((d) => `2025-10-${d}`)
    const expected = days.filter((d) => plan.blocks.some((b) => day(b) === d))
    expect(expected.length).toBeGreaterThan(1)
    expect((await dayPlans(PRO)).map((e) => e.link)).toEqual(
      expected.map((d) => `http://web.test/produkt/planer-nauki/${plan.id}/${d}`),
    )
    // An archived plan sends nothing.
    await pl(app, PRO, 'POST', `/plans/${plan.id}/archive`)
    await clockTo(app, '2025-10-28T10:00:00.000Z')
    expect(await dayPlans(PRO)).toHaveLength(expected.length)
  })
})
