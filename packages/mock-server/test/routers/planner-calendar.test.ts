import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT, type Plan } from '@app/contract/planner'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { PRO, bare, changeBlocks, createPlan, envelope, pl, usePlannerApp } from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

type IcsEvent = Map<string, { params: string; value: string }>

/** The VEVENTs of an iCalendar text: folded lines joined, each property by name. */
function parseIcs(text: string): { calendar: string[]; events: IcsEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  const events: IcsEvent[] = []
  let current: IcsEvent | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map()
    else if (line === 'END:VEVENT') {
      events.push(current as IcsEvent)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      const [name, ...params] = line.slice(0, colon).split(';')
      current.set(name as string, { params: params.join(';'), value: line.slice(colon + 1) })
    }
  }
  return { calendar: lines.filter((l) => !l.startsWith(' ')), events }
}

const value = (event: IcsEvent, name: string) => event.get(name)?.value
const eventOf = (events: IcsEvent[], uid: string) =>
  events.find((e) => value(e, 'UID') === uid) as IcsEvent
const warsawDay = (iso: string) => toWarsawDateKey(Date.parse(iso))

/** pro's plan (made Wednesday 15 October 2025): 16:00 Warsaw blocks on both sides of 26 October. */
async function planAcrossDst(): Promise<Plan> {
  const plan = await createPlan(app, PRO)
  const friday = plan.blocks.find((b) => warsawDay(b.startsAt) === '2025-10-24')!
  const monday = plan.blocks.find((b) => warsawDay(b.startsAt) === '2025-10-27')!
  // 16:00 in Warsaw: UTC+2 until the last Sunday of October, UTC+1 from it.
  expect([friday.startsAt, monday.startsAt]).toEqual([
    '2025-10-24T14:00:00.000Z',
    '2025-10-27T15:00:00.000Z',
  ])
  return plan
}

describe('the calendar file', () => {
  it('is an attachment with UTC instants, a stable UID and SEQUENCE of each block', async () => {
    const plan = await planAcrossDst()
    const res = await pl(app, PRO, 'GET', `/plans/${plan.id}/ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="planer-nauki.ics"')
    const { calendar, events } = parseIcs(res.body)
    expect(calendar).toContain('X-WR-CALNAME:Sprawdzian z matematyki')
    expect(events).toHaveLength(plan.blocks.length + 1)

    const friday = plan.blocks.find((b) => warsawDay(b.startsAt) === '2025-10-24')!
    const monday = plan.blocks.find((b) => warsawDay(b.startsAt) === '2025-10-27')!
    const fridayEvent = eventOf(events, `${friday.id}@planer-nauki.efektywna-nauka`)
    const mondayEvent = eventOf(events, `${monday.id}@planer-nauki.efektywna-nauka`)
    expect(value(fridayEvent, 'DTSTART')).toBe('20251024T140000Z')
    expect(value(mondayEvent, 'DTSTART')).toBe('20251027T150000Z')
    expect(value(mondayEvent, 'DTEND')).toBe('20251027T163000Z')
    expect(value(mondayEvent, 'SUMMARY')).toBe('Matematyka — Próbny egzamin: Funkcja kwadratowa')
    expect(value(fridayEvent, 'SEQUENCE')).toBe('1')
    expect(value(fridayEvent, 'DTSTAMP')).toBe('20251015T100000Z')
    expect(value(fridayEvent, 'URL')).toBe(
      `http://web.test/produkt/planer-nauki/${plan.id}/2025-10-24`,
    )

    const exam = eventOf(events, `${plan.id}-matematyka@planer-nauki.efektywna-nauka`)
    expect(exam.get('DTSTART')).toEqual({ params: 'VALUE=DATE', value: '20251029' })
    expect(exam.get('DTEND')).toEqual({ params: 'VALUE=DATE', value: '20251030' })
    expect(value(exam, 'SUMMARY')).toBe('Egzamin: Funkcja kwadratowa (Matematyka)')
  })

  it('keeps a moved block’s UID and raises its SEQUENCE', async () => {
    const plan = await planAcrossDst()
    const friday = plan.blocks.find((b) => warsawDay(b.startsAt) === '2025-10-24')!
    await changeBlocks(app, PRO, plan.id, [
      { blockId: friday.id, version: 1, startsAt: '2025-10-24T18:00:00+02:00' },
    ])
    const { events } = parseIcs((await pl(app, PRO, 'GET', `/plans/${plan.id}/ics`)).body)
    const moved = eventOf(events, `${friday.id}@planer-nauki.efektywna-nauka`)
    expect([value(moved, 'DTSTART'), value(moved, 'SEQUENCE')]).toEqual(['20251024T160000Z', '2'])
  })
})

describe('the calendar subscription', () => {
  const pathOf = (url: string) => new URL(url).pathname

  it('serves the plan without Authorization, rotates its token and stops', async () => {
    const plan = await planAcrossDst()
    const made = await pl(app, PRO, 'POST', `/plans/${plan.id}/feed`)
    expect(made.statusCode).toBe(201)
    const { url } = made.json() as { url: string }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/api\/saas\/planner\/feeds\/[\w-]{43}\.ics$/)

    const served = await bare(app, pathOf(url))
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(/^text\/calendar/)
    const file = await pl(app, PRO, 'GET', `/plans/${plan.id}/ics`)
    expect(served.body).toBe(file.body)
    // With any Authorization, even one that is no token, the address alone decides.
    const withHeader = await app.inject({
      method: 'GET',
      url: pathOf(url),
      headers: { authorization: 'Basic eDp5' },
    })
    expect(withHeader.statusCode).toBe(200)

    // Only the token's SHA-256 is kept.
    const token = pathOf(url).split('/').at(-1)!.replace('.ics', '')
    const { feeds } = app.store.planner.everythingOf(PERSONA_IDS.pro)
    expect(feeds).toEqual([
      {
        userId: PERSONA_IDS.pro,
        planId: plan.id,
        tokenHash: createHash('sha256').update(token).digest('base64url'),
        createdAt: '2025-10-15T10:00:00.000Z',
      },
    ])
    expect(JSON.stringify(app.store.planner.everythingOf(PERSONA_IDS.pro))).not.toContain(token)

    const rotated = (await pl(app, PRO, 'POST', `/plans/${plan.id}/feed`)).json() as { url: string }
    expect(rotated.url).not.toBe(url)
    expect((await bare(app, pathOf(url))).json()).toEqual(envelope(404, PLANNER_TEXT.feedNotFound))
    expect((await bare(app, pathOf(rotated.url))).statusCode).toBe(200)

    expect((await pl(app, PRO, 'DELETE', `/plans/${plan.id}/feed`)).statusCode).toBe(204)
    expect((await bare(app, pathOf(rotated.url))).json()).toEqual(
      envelope(404, PLANNER_TEXT.feedNotFound),
    )
  })

  it('ends with its plan, and answers an unknown or malformed address without a 5xx', async () => {
    const plan = await planAcrossDst()
    const { url } = (await pl(app, PRO, 'POST', `/plans/${plan.id}/feed`)).json() as { url: string }
    await pl(app, PRO, 'DELETE', `/plans/${plan.id}`)
    expect((await bare(app, pathOf(url))).json()).toEqual(envelope(404, PLANNER_TEXT.feedNotFound))
    const unknown = await bare(app, `/api/saas/planner/feeds/${'A'.repeat(43)}.ics`)
    expect(unknown.json()).toEqual(envelope(404, PLANNER_TEXT.feedNotFound))
    for (const file of ['abc.ics', `${'A'.repeat(43)}.txt`, '%E0%A4%A'])
      expect((await bare(app, `/api/saas/planner/feeds/${file}`)).statusCode, file).toBe(400)
  })
})
