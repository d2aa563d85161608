import type { FastifyInstance } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Scheduler } from '../../src/scheduler'
import { advanceClock, buildTestApp, resetApp, setClock } from '../helper'

/** Kinds of this file only: the scheduler runs any kind it has a handler for. */
interface TestKinds {
  note: { text: string }
  /** Notes `text`, then schedules the next `tick` `everyMs` after it ran, `left` more times. */
  tick: { text: string; everyMs: number; left: number }
  broken: { text: string }
  /** Asks for due work from inside a job (as the provider's pages do), then notes. */
  nested: { text: string }
}

let app: FastifyInstance
let scheduler: Scheduler<TestKinds>
/** What the jobs did, with the mock clock they saw. */
let ran: string[] = []

beforeAll(async () => {
  app = await buildTestApp()
  scheduler = app.scheduler as unknown as Scheduler<TestKinds>
  const note = (text: string) => ran.push(`${text}@${app.clock.now().toISOString()}`)
  scheduler.define('note', ({ text }) => void note(text))
  scheduler.define('tick', ({ text, everyMs, left }, job) => {
    note(text)
    if (left === 0) return
    const at = new Date(app.clock.now().getTime() + everyMs)
    const payload = { text: `${text}+`, everyMs, left: left - 1 }
    scheduler.schedule({ id: `${job.id}+`, at, kind: 'tick', payload, catchUp: job.catchUp })
  })
  scheduler.define('broken', () => {
    throw new Error('Nie tym razem.')
  })
  scheduler.define('nested', async ({ text }) => {
    await scheduler.runDue()
    note(text)
  })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z')
  ran = []
})

const at = (iso: string) => new Date(iso)
const note = (id: string, when: string, text = id) =>
  scheduler.schedule({ id, at: at(when), kind: 'note', payload: { text } })

interface ListedJob {
  id: string
  kind: string
  at: string
  status: string
  payload: unknown
  ranAt: string | null
  error: string | null
}
const OWN_KINDS = new Set(['note', 'tick', 'broken', 'nested'])
/** This file's jobs: the app's own chains kept armed (the parents' weekly digest) are left out. */
async function listed(): Promise<{ now: string; jobs: ListedJob[] }> {
  const res = await app.inject({ method: 'GET', url: '/__mock/scheduler' })
  expect(res.statusCode).toBe(200)
  const body = res.json() as { now: string; jobs: ListedJob[] }
  return { ...body, jobs: body.jobs.filter((job) => OWN_KINDS.has(job.kind)) }
}

describe('a jump of the clock', () => {
  it('runs each job it passes once, in time order, at its own time; later jobs wait', async () => {
    note('friday', '2026-11-27T08:00:00.000Z')
    note('wednesday', '2026-11-25T08:00:00.000Z')
    note('next-week', '2026-12-02T08:00:00.000Z')
    note('wednesday-too', '2026-11-25T08:00:00.000Z')
    const res = await advanceClock(app, 7 * 86_400_000 - 1)
    expect(res.json()).toMatchObject({ now: '2026-12-01T09:59:59.999Z', mode: 'fixed' })
    expect(ran).toEqual([
      'wednesday@2026-11-25T08:00:00.000Z',
      'wednesday-too@2026-11-25T08:00:00.000Z',
      'friday@2026-11-27T08:00:00.000Z',
    ])
    await advanceClock(app, 7 * 86_400_000)
    expect(ran).toHaveLength(4)
    expect(ran[3]).toBe('next-week@2026-12-02T08:00:00.000Z')
  })

  it('also runs the jobs that a job schedules within the jump', async () => {
    scheduler.schedule({
      id: 'daily',
      at: at('2026-11-24T18:00:00.000Z'),
      kind: 'tick',
      payload: { text: 'day', everyMs: 86_400_000, left: 10 },
    })
    await advanceClock(app, 3 * 86_400_000)
    expect(ran).toEqual([
      'day@2026-11-24T18:00:00.000Z',
      'day+@2026-11-25T18:00:00.000Z',
      'day++@2026-11-26T18:00:00.000Z',
    ])
    const { jobs } = await listed()
    expect(jobs.map((job) => [job.id, job.status])).toEqual([
      ['daily', 'done'],
      ['daily+', 'done'],
      ['daily++', 'done'],
      ['daily+++', 'pending'],
    ])
  })

  it('a catch-up job runs at the end of the jump, so one that repeats from its run runs once', async () => {
    scheduler.schedule({
      id: 'retry',
      at: at('2026-11-24T10:05:00.000Z'),
      kind: 'tick',
      payload: { text: 'retry', everyMs: 600_000, left: 100 },
      catchUp: true,
    })
    await advanceClock(app, 86_400_000)
    expect(ran).toEqual(['retry@2026-11-25T10:00:00.000Z'])
  })

  it('setting the clock runs what it passes too; going back runs nothing again', async () => {
    note('noon', '2026-11-24T11:00:00.000Z')
    await setClock(app, '2026-11-24T12:00:00.000Z')
    await setClock(app, '2026-11-24T09:00:00.000Z')
    await setClock(app, '2026-11-24T12:00:00.000Z')
    expect(ran).toEqual(['noon@2026-11-24T11:00:00.000Z'])
  })
})

describe('jobs', () => {
  it('are idempotent per id: the first one scheduled is kept and runs once', async () => {
    note('reminder', '2026-11-24T11:00:00.000Z', 'first')
    note('reminder', '2026-11-24T10:30:00.000Z', 'second')
    await advanceClock(app, 3_600_000)
    note('reminder', '2026-11-24T10:30:00.000Z', 'third')
    await advanceClock(app, 3_600_000)
    expect(ran).toEqual(['first@2026-11-24T11:00:00.000Z'])
    expect((await listed()).jobs).toHaveLength(1)
  })

  it('due already run at once, without waiting for a timer', async () => {
    note('now', '2026-11-24T10:00:00.000Z')
    note('overdue', '2026-11-24T09:00:00.000Z')
    await scheduler.runDue()
    expect(ran).toEqual(['overdue@2026-11-24T10:00:00.000Z', 'now@2026-11-24T10:00:00.000Z'])
  })

  it('a job that throws is marked failed with why; the others still run', async () => {
    scheduler.schedule({
      id: 'broken',
      at: at('2026-11-24T10:30:00.000Z'),
      kind: 'broken',
      payload: { text: '' },
    })
    note('after', '2026-11-24T10:45:00.000Z')
    await advanceClock(app, 3_600_000)
    expect(ran).toEqual(['after@2026-11-24T10:45:00.000Z'])
    expect((await listed()).jobs[0]).toMatchObject({
      id: 'broken',
      status: 'failed',
      error: 'Nie tym razem.',
      ranAt: '2026-11-24T10:30:00.000Z',
    })
  })

  it('a job that asks for due work is not blocked by the run it is part of', async () => {
    scheduler.schedule({
      id: 'nested',
      at: at('2026-11-24T10:30:00.000Z'),
      kind: 'nested',
      payload: { text: 'nested' },
    })
    await advanceClock(app, 3_600_000)
    expect(ran).toEqual(['nested@2026-11-24T10:30:00.000Z'])
  })
})

describe('GET /__mock/scheduler', () => {
  it('lists pending and finished jobs by time, with their times and payloads', async () => {
    note('later', '2026-11-24T12:00:00.000Z')
    note('sooner', '2026-11-24T10:30:00.000Z')
    await advanceClock(app, 3_600_000)
    expect(await listed()).toEqual({
      now: '2026-11-24T11:00:00.000Z',
      jobs: [
        {
          id: 'sooner',
          kind: 'note',
          at: '2026-11-24T10:30:00.000Z',
          status: 'done',
          payload: { text: 'sooner' },
          scheduledAt: '2026-11-24T10:00:00.000Z',
          ranAt: '2026-11-24T10:30:00.000Z',
          error: null,
        },
        {
          id: 'later',
          kind: 'note',
          at: '2026-11-24T12:00:00.000Z',
          status: 'pending',
          payload: { text: 'later' },
          scheduledAt: '2026-11-24T10:00:00.000Z',
          ranAt: null,
          error: null,
        },
      ],
    })
  })

  it('is empty after POST /__mock/reset, and a reset job never runs', async () => {
    note('forgotten', '2026-11-24T10:30:00.000Z')
    await resetApp(app)
    await setClock(app, '2026-11-24T12:00:00.000Z')
    expect((await listed()).jobs).toEqual([])
    expect(ran).toEqual([])
  })
})

describe('real time', () => {
  it('a timer runs a job when its time comes, with no request', async () => {
    await setClock(app, null)
    const soon = new Date(Date.now() + 50).toISOString()
    note('soon', soon)
    expect(ran).toEqual([])
    await expect.poll(() => ran.length, { timeout: 2_000 }).toBe(1)
    expect(ran[0]?.startsWith('soon@')).toBe(true)
  })

  it('a fixed clock does not move by itself: a future job waits for it', async () => {
    note('soon', '2026-11-24T10:00:00.050Z')
    await sleep(150)
    expect(ran).toEqual([])
  })

  it('no timer is left once the app closes', async () => {
    const other = await buildTestApp()
    const seen: string[] = []
    const own = other.scheduler as unknown as Scheduler<TestKinds>
    own.define('note', ({ text }) => void seen.push(text))
    own.schedule({ id: 'late', at: new Date(Date.now() + 50), kind: 'note', payload: { text: '' } })
    await other.close()
    await sleep(150)
    expect(seen).toEqual([])
  })
})
