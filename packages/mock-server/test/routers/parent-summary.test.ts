import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ChildSummarySchema, type ChildSummary } from '@app/contract/parent'
import { ksuidAt } from '../../src/store/ksuid'
import { useTestApp } from '../helper'
import { IDS, MINI, NOW, RODZIC, UCZEN, answer, as, askMini } from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

const summary = async (childId: string = IDS.uczen, week?: string) => {
  const url = `/api/saas/parent/children/${childId}/summary${week ? `?week=${week}` : ''}`
  return as(app, RODZIC, 'GET', url)
}
const body = async (childId?: string, week?: string) => {
  const res = await summary(childId, week)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ChildSummary
}
const at = (iso: string) => new Date(iso)

describe("a child's week for the parent", () => {
  it('defaults to this Warsaw week: seven days from Monday, totals that add up, every tool', async () => {
    const week = await body()
    expect(ChildSummarySchema.safeParse(week).success).toBe(true)
    expect(week).toMatchObject({
      child: { id: IDS.uczen, name: 'Kuba Nowak' },
      week: '2025-W42',
      from: '2025-10-13',
      to: '2025-10-19',
    })
    expect(week.days.map((d) => d.date)).toEqual([
      '2025-10-13',
      '2025-10-14',
      '2025-10-15',
      '2025-10-16',
      '2025-10-17',
      '2025-10-18',
      '2025-10-19',
    ])
    expect(week.studySeconds).toBe(week.days.reduce((sum, d) => sum + d.studySeconds, 0))
    expect(week.courses.map((c) => c.course)).toEqual(['KED'])
    expect(week.courses[0]?.totalWeeks).toBeGreaterThan(0)
    expect(week.flashcards).not.toBeNull()
    expect(week.exercises).not.toBeNull()
    expect(week.planner).not.toBeNull()
    // The chat counts the week's messages (Monday 00:00 to Monday 00:00 Warsaw), nothing else.
    const start = Date.parse('2025-10-12T22:00:00.000Z')
    const end = Date.parse('2025-10-19T22:00:00.000Z')
    const inWeek = app.store.activity
      .forUser(IDS.uczen)
      .filter((e) => e.type === 'chat_message')
      .filter((e) => Date.parse(e.occurredAt) >= start && Date.parse(e.occurredAt) < end)
    expect(week.chat.messages).toBe(inWeek.length)
  })

  it("moves with the child's study: a video, a review graded 'Again', a chat message", async () => {
    const before = await body()
    const { activity } = app.store
    activity.record(
      IDS.uczen,
      'video_watched',
      { course: 'KED', episodeId: 'ked-0-1', week: 0, seconds: 600 },
      at('2025-10-14T09:00:00.000Z'),
    )
    activity.record(
      IDS.uczen,
      'chat_message',
      { subject: null, mode: 'explain', contextKind: null },
      at('2025-10-14T09:10:00.000Z'),
    )
    const id = () => ksuidAt(at(NOW))
    activity.record(
      IDS.uczen,
      'flashcard_reviewed',
      {
        reviewId: id(),
        deckId: id(),
        cardId: id(),
        grade: 1,
        stateBefore: 'REVIEW',
        scheduledDays: 0,
        durationMs: 30_000,
      },
      at('2025-10-14T09:20:00.000Z'),
    )
    const after = await body()
    expect(after.days[1]!.studySeconds).toBe(before.days[1]!.studySeconds + 630)
    expect(after.studySeconds).toBe(before.studySeconds + 630)
    expect(after.chat.messages).toBe(before.chat.messages + 1)
    expect(after.flashcards!.reviewed).toBe(before.flashcards!.reviewed + 1)
    const kept = Math.round((before.flashcards!.retention ?? 0) * before.flashcards!.reviewed)
    expect(after.flashcards!.retention).toBeCloseTo(kept / (before.flashcards!.reviewed + 1))
    // Last week's numbers stay as they were.
    expect(await body(IDS.uczen, '2025-W41')).toEqual(await body(IDS.uczen, '2025-W41'))
    expect((await body(IDS.uczen, '2025-W41')).days[0]?.date).toBe('2025-10-06')
  })

  it('refuses a week that has not started (400); takes a past one', async () => {
    expect((await summary(IDS.uczen, '2025-W43')).json()).toEqual({
      message: 'Ten tydzień jeszcze się nie zaczął.',
      httpsStatus: 400,
    })
    expect((await summary(IDS.uczen, '2024-W01')).statusCode).toBe(200)
  })

  it("leaves out the tools the child does not have (null), shows the child's own course", async () => {
    const { linkId } = await askMini(app)
    await answer(app, MINI, linkId, true)
    const week = await body(IDS.mini)
    expect(week).toMatchObject({ flashcards: null, exercises: null, planner: null })
    expect(week.courses.map((c) => c.course)).toEqual(['PED'])
    expect(week.streak).toEqual({ current: 0, longest: 0 })
  })

  it('never carries a note, a chat text, an answer or an e-mail, at any depth', async () => {
    const { store } = app
    const note = 'Moja tajna notatka o funkcji kwadratowej'
    store.courseProgress.saveNotes(IDS.uczen, 'KED', 'ked-0-1', note, at(NOW))
    const secrets = [
      note,
      UCZEN,
      'uczen',
      ...store.chat
        .everythingOf(IDS.uczen)
        .flatMap(({ messages }) => messages.map((m) => m.content)),
      ...store.exercises
        .everythingOf(IDS.uczen)
        .progress.flatMap((p) => p.attempts.map((a) => a.answerText)),
    ].filter((secret) => secret.trim().length >= 5)
    expect(secrets.length).toBeGreaterThan(3)

    const found: string[] = []
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        for (const secret of secrets) if (value.includes(secret)) found.push(`${path}: ${secret}`)
      } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`))
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) {
          if (/note|text|content|answer|email|mail/i.test(key)) found.push(`${path}.${key}`)
          walk(item, `${path}.${key}`)
        }
    }
    for (const week of ['2025-W42', '2025-W41', '2025-W40']) walk(await body(IDS.uczen, week), week)
    expect(found).toEqual([])
  })
})
