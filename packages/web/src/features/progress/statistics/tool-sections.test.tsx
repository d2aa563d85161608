import type { Statistics } from '@app/contract/progress'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CoursesSection } from './tool-sections'

type Course = NonNullable<Statistics['courses']>[number]

const week = (index: number, watchedVideos: number): Course['weeks'][number] => ({
  index,
  label: `Tydzień ${index}`,
  title: `Temat ${index}`,
  isUnlocked: index < 2,
  watchedVideos,
  totalVideos: 4,
  percent: watchedVideos * 25,
})

const course = (watched: number[], percent: number): Course => ({
  key: 'KED',
  title: 'Kurs Efektywnego Działania',
  percent,
  weeks: watched.map((count, index) => week(index, count)),
})

describe("statistics: 'Kursy' (issue 30)", () => {
  it('says in one sentence that nothing of a course was watched, instead of a chart of empty bars', () => {
    const html = renderToStaticMarkup(<CoursesSection data={[course([0, 0, 0], 0)]} />)
    expect(html).toContain('Kurs Efektywnego Działania: 0%</h3>')
    expect(html).toContain('<p>Nie ma jeszcze obejrzanych nagrań z tego kursu.</p>')
    expect(html).not.toContain('Pokaż dane w tabeli')
    expect(html).not.toContain('Ładowanie wykresu')
  })

  it('draws the chart with its table once one video was watched', () => {
    const html = renderToStaticMarkup(<CoursesSection data={[course([1, 0, 0], 8)]} />)
    expect(html).toContain('Kurs Efektywnego Działania: 8%</h3>')
    expect(html).toContain('Obejrzane nagrania w każdym tygodniu kursu.')
    expect(html).toContain('Ładowanie wykresu')
    expect(html).not.toContain('Nie ma jeszcze obejrzanych nagrań')
  })
})
