// @vitest-environment jsdom
import type { CourseView } from '@app/contract/courses'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { courseViewQuery } from '../../../api/courses/queries'
import { CoursePage } from './course-page'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'

type WeekView = CourseView['weeks'][number]

const episode = (id: string, durationMinutes: number, watchedSeconds = 0) => ({
  id,
  title: `Odcinek ${id}`,
  durationMinutes,
  vimeoUrl: durationMinutes > 0 ? `https://vimeo.com/${id}` : null,
  description: null,
  resources: [],
  showNotes: false,
  tracker: null,
  progress: { positionSeconds: 0, watchedSeconds, notes: '', notesSavedAt: null, trackedItems: [] },
})

const week = (index: number, isUnlocked: boolean, episodes: WeekView['episodes']): WeekView => ({
  index,
  title: `Temat ${index}`,
  description: `Opis ${index}`,
  startedAt: null,
  unlocksAt: null,
  isUnlocked,
  episodes,
})

/** The course page as a server renders it, read back into a DOM to query. */
async function mount() {
  const view = {
    key: 'KED',
    title: 'Kurs Efektywnego Działania',
    fullName: 'Pełna nazwa kursu',
    welcomeMessage: 'Cześć!',
    length: '9 tygodni',
    description: 'Program',
    weeks: [week(0, true, [episode('a', 10, 600), episode('b', 0)]), week(1, false, [])],
  } as unknown as CourseView
  const client = new QueryClient()
  await client.prefetchQuery({ ...courseViewQuery('KED'), queryFn: () => view })
  const container = document.createElement('div')
  container.innerHTML = await renderPageMarkup(<CoursePage course="KED" />, client)
  return container
}

describe('the course page', () => {
  it('has a page header and the course progress as a labelled accent bar', async () => {
    const container = await mount()
    expect(container.querySelector('.page-header h1')?.textContent).toBe(
      'Kurs Efektywnego Działania',
    )
    expect(container.querySelector('.page-header-description')?.textContent).toBe(
      'Pełna nazwa kursu',
    )
    const bar = container.querySelector('progress[aria-label="Postęp kursu"]')!
    expect(bar.className).toContain('progress-bar-accent')
    expect(bar.getAttribute('value')).toBe('100')
  })

  it('shows each week as a card named by its heading, a locked one muted', async () => {
    const container = await mount()
    const weeks = [...container.querySelectorAll('.course-weeks > li')]
    expect(weeks.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Tydzień 0: Temat 0',
      'Tydzień 1: Temat 1',
    ])
    for (const li of weeks) {
      expect(li.classList).toContain('ui-card')
      expect(li.getAttribute('aria-labelledby')).toBe(li.querySelector('h3')?.id)
    }
    expect(weeks[1]!.classList).toContain('ui-card-muted')
    expect(weeks[1]!.querySelector('.ui-card-meta')?.textContent).toContain('Otworzy się')
  })

  it("gives each episode's status as a badge", async () => {
    const container = await mount()
    const [watched, exercise] = container.querySelectorAll('.course-episode')
    expect(watched!.querySelector('.badge-success')?.textContent).toBe('obejrzane')
    expect(watched!.textContent).toContain('10 min, obejrzane')
    expect(exercise!.querySelector('.badge-neutral')?.textContent).toBe('Ćwiczenie')
  })
})
