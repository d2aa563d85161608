import type { Progress, Today } from '@app/contract/progress'
import type { User } from '@app/contract/user'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { progressQuery, todayQuery } from '../../../api/progress/queries'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'
import { TodayDashboard } from './today-page'

const PLAN = '3LxpW0pVrW5NC19cWaastAv7qVd'
const user = { id: 'u', name: 'Kuba Nowak', groups: [], isParent: false } as unknown as User

const block = (
  n: number,
  startsAt: string,
  patch: Partial<NonNullable<Today['blocks']>[number]> = {},
) => ({
  id: `${PLAN.slice(0, 26)}${n}`,
  version: 1,
  subject: 'matematyka' as const,
  topic: `Temat ${n}`,
  kind: 'LEARN' as const,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  status: 'PLANNED' as const,
  focusedMinutes: 0,
  focus: null,
  planId: PLAN,
  planName: 'Semestr',
  dayIndex: n,
  ...patch,
})

const TODAY: Today = {
  date: '2025-10-14',
  // Far in the future: still to come whenever the test runs.
  blocks: [
    block(1, '2025-10-14T14:00:00.000Z', { status: 'DONE' }),
    block(2, '2099-10-14T15:00:00.000Z', { kind: 'REVIEW' }),
  ],
  dueFlashcards: { new: 3, learning: 5, review: 15, total: 23 },
  suggestedExercise: {
    exercise: {
      id: 'ex-1',
      title: 'Pole trójkąta',
      subject: 'matematyka',
      level: 'HIGH_SCHOOL',
      difficulty: 'MEDIUM',
    },
  },
  course: {
    key: 'KED',
    title: 'Kurs Efektywnego Działania',
    week: { index: 3, label: 'Tydzień 3', title: 'Koncentracja' },
    nextEpisode: { id: 'ep-7', title: 'Pomodoro w praktyce' },
    nextUnlock: { index: 4, label: 'Tydzień 4', title: 'Nawyki', at: '2025-10-22T16:00:00.000Z' },
    watchedVideos: 12,
    totalVideos: 40,
    percent: 30,
  },
}

const PROGRESS: Progress = {
  xpTotal: 1120,
  level: 5,
  levelName: 'Systematyczny',
  xpIntoLevel: 120,
  xpToNext: 380,
  weekXp: 340,
  streak: { current: 6, longest: 12 },
}

async function render(today: Today | Error, progress: Progress | Error = PROGRESS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const answer = (value: unknown) => () =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value)
  await client.prefetchQuery({ ...todayQuery('u'), queryFn: answer(today) as never })
  await client.prefetchQuery({ ...progressQuery('u'), queryFn: answer(progress) as never })
  return renderPageMarkup(<TodayDashboard user={user} products={<p>Karty kursów</p>} />, client)
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')

describe("'Dziś' (issue 30)", () => {
  it('shows the day, its blocks, the flashcards due, a task, the progress and the course', async () => {
    const html = await render(TODAY)
    const shown = text(html)
    expect(shown).toContain('Dziś, wtorek 14.10.2025')
    expect(shown).toContain('Cześć, Kuba! Oto Twój plan')
    expect(shown).toContain('Do powtórki: 23 fiszki')
    expect(html).toContain(`href="${ROUTES.flashcardsStudyAll}"`)
    expect(shown).toContain('Seria: 6 dni')
    expect(shown).toContain('Poziom 5: Systematyczny')
    expect(shown).toContain('W tym tygodniu: 340 XP')
    expect(html).toContain('aria-valuetext="120 z 500 XP do poziomu 6"')
    expect(shown).toContain('Pole trójkąta')
    expect(html).toContain(`href="${routePath(ROUTES.exercise, { exerciseId: 'ex-1' })}"`)
    expect(shown).toContain('Tydzień 3: Koncentracja')
    expect(shown).toContain('Następny: Tydzień 4: Nawyki — otworzy się 22.10.2025 o 18:00')
    expect(html).toContain(`href="${ROUTES.kedCourse}?odcinek=ep-7"`)
    expect(shown).toContain('Karty kursów')
  })

  it("offers 'Zacznij' on a block still to come, in focus mode at its place in the day", async () => {
    const html = await render(TODAY)
    expect(html.match(/>Zacznij</g)).toHaveLength(1)
    const focus = routePath(ROUTES.plannerFocus, {
      planId: PLAN,
      dateKey: '2025-10-14',
      exerciseIndex: '2',
    })
    expect(html).toContain(`href="${focus}"`)
    expect(text(html)).toContain('Zrobiony')
  })

  it('hides the card of a tool the user lacks (null)', async () => {
    const html = text(
      await render({
        ...TODAY,
        blocks: null,
        dueFlashcards: null,
        suggestedExercise: null,
        course: null,
      }),
    )
    for (const title of ['Plan na dziś', 'Fiszki', 'Zadanie na dziś', 'Kurs Efektywnego Działania'])
      expect(html).not.toContain(title)
    expect(html).toContain('Twoje postępy')
  })

  it('says what is empty and the next step', async () => {
    const html = await render({
      ...TODAY,
      blocks: [],
      dueFlashcards: { new: 0, learning: 0, review: 0, total: 0 },
      suggestedExercise: { exercise: null },
    })
    expect(text(html)).toContain('Na dziś nic nie zaplanowano.')
    expect(html).toContain(`href="${ROUTES.planner}"`)
    expect(text(html)).toContain('Na dziś wszystko powtórzone.')
    expect(text(html)).toContain('Nie mamy dziś zadania z Twoich przedmiotów.')
  })

  it('a failing part fails alone, with its retry', async () => {
    const dayFailed = text(await render(new Error('offline')))
    expect(dayFailed).toContain('Nie udało się wczytać planu na dziś')
    expect(dayFailed).toContain('Spróbuj ponownie')
    expect(dayFailed).toContain('Seria: 6 dni')
    const progressFailed = text(await render(TODAY, new Error('offline')))
    expect(progressFailed).toContain('Nie udało się wczytać postępów')
    expect(progressFailed).toContain('Do powtórki: 23 fiszki')
  })
})
