import type { CourseView } from '@app/contract/courses'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { courseViewQuery } from '../../../api/courses/queries'
import { CourseProgressSummary } from './course-progress-summary'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'

type WeekView = CourseView['weeks'][number]

const episode = (id: string, watchedSeconds: number): WeekView['episodes'][number] => ({
  id,
  title: `Odcinek ${id}`,
  durationMinutes: 10,
  vimeoUrl: `https://vimeo.com/${id}`,
  description: null,
  resources: [],
  showNotes: false,
  tracker: null,
  progress: { positionSeconds: 0, watchedSeconds, notes: '', notesSavedAt: null, trackedItems: [] },
})

const week = (index: number, episodes: WeekView['episodes']): WeekView => ({
  index,
  title: `Temat ${index}`,
  description: '',
  startedAt: null,
  unlocksAt: null,
  isUnlocked: true,
  episodes,
})

/** The card's progress as a server renders it, with the course already loaded. */
async function render(weeks: WeekView[]) {
  const client = new QueryClient()
  await client.prefetchQuery({
    ...courseViewQuery('KED'),
    queryFn: () => ({ weeks }) as unknown as CourseView,
  })
  return renderPageMarkup(<CourseProgressSummary course="KED" />, client)
}

describe("a course's progress on its card", () => {
  it('under way: an accent bar with its label, and where to go on', async () => {
    const html = await render([week(0, [episode('a', 600), episode('b', 0)])])
    expect(html).toContain('Obejrzane: 1 z 2 nagrań (50%)')
    expect(html).toMatch(/<progress class="progress-bar progress-bar-accent[^"]*"[^>]*value="50"/)
    expect(html).toContain('aria-label="Postęp: 50%"')
    expect(html).toContain('Tydzień 0: Odcinek b</a>')
    expect(html).not.toContain('Kurs ukończony')
    expect(html).not.toContain('data-card-done')
  })

  it('finished: says so, with a success bar, and marks its card done', async () => {
    const html = await render([week(0, [episode('a', 600)]), week(1, [episode('b', 600)])])
    expect(html).toContain('Kurs ukończony')
    expect(html).toContain('data-card-done="true"')
    expect(html).toMatch(/<progress class="progress-bar progress-bar-success[^"]*"[^>]*value="100"/)
    expect(html).not.toContain('Dalej:')
  })
})
