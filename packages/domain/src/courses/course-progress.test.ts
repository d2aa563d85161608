import type { CourseView } from '@app/contract/courses'
import { describe, expect, it } from 'vitest'
import {
  courseProgress,
  courseProgressText,
  findOpenEpisode,
  isCourseInFinalWeek,
  isEpisodeWatched,
  nextEpisode,
  trackerStatusText,
  weekLabel,
  weekLockText,
} from './course-progress'

type WeekView = CourseView['weeks'][number]
type EpisodeView = WeekView['episodes'][number]

const episode = (id: string, durationMinutes: number, watchedSeconds = 0): EpisodeView => ({
  id,
  title: id,
  durationMinutes,
  vimeoUrl: durationMinutes > 0 ? `https://vimeo.com/${id}` : null,
  description: null,
  resources: [],
  showNotes: false,
  tracker: null,
  progress: { positionSeconds: 0, watchedSeconds, notes: '', notesSavedAt: null, trackedItems: [] },
})

const week = (
  index: number,
  episodes: EpisodeView[],
  access: Partial<WeekView> = {},
): WeekView => ({
  index,
  title: `Tydzień ${index}`,
  description: '',
  startedAt: null,
  unlocksAt: null,
  isUnlocked: true,
  episodes,
  ...access,
})

describe('isEpisodeWatched', () => {
  it.each([
    ['nothing played', 10, 0, false],
    ['just under 90%', 10, 539, false],
    ['exactly 90%', 10, 540, true],
    ['all of it', 10, 600, true],
    ['an exercise without video', 0, 0, false],
  ])('%s', (_, minutes, watched, expected) => {
    expect(isEpisodeWatched(episode('e', minutes, watched))).toBe(expected)
  })
})

describe('courseProgress', () => {
  it('counts watched videos (not exercises) and open weeks', () => {
    const course = {
      weeks: [
        week(0, [episode('a', 10, 600), episode('b', 10, 100), episode('task', 0)]),
        week(1, [episode('c', 5, 300)]),
        week(2, [episode('d', 5)], { isUnlocked: false }),
      ],
    }
    const summary = courseProgress(course)
    expect(summary).toEqual({
      watchedVideos: 2,
      totalVideos: 4,
      percent: 50,
      openWeeks: 2,
      totalWeeks: 3,
    })
    expect(courseProgressText('KED', summary)).toBe('Obejrzane: 2 z 4 nagrań (50%)')
  })

  it('rounds the percentage down and survives a course without videos', () => {
    const three = { weeks: [week(0, [episode('a', 1, 60), episode('b', 1), episode('c', 1)])] }
    expect(courseProgress(three).percent).toBe(33)
    expect(courseProgress({ weeks: [week(0, [episode('t', 0)])] }).percent).toBe(0)
    expect(
      courseProgressText('PED', { ...courseProgress(three), watchedVideos: 1, totalVideos: 1 }),
    ).toMatch(/z 1 nagrania/)
  })

  it('says where to begin before the first video is watched', () => {
    const fresh = { watchedVideos: 0, totalVideos: 44, percent: 0, openWeeks: 1, totalWeeks: 10 }
    expect(courseProgressText('KED', fresh)).toBe('Zacznij od tygodnia 0')
    expect(courseProgressText('ZN', fresh)).toBe('Zacznij od modułu 1')
    expect(courseProgressText('PED', fresh)).toBe('Zacznij od pierwszego nagrania')
    expect(courseProgressText('KED', { ...fresh, totalVideos: 0 })).toBe(
      'Obejrzane: 0 z 0 nagrań (0%)',
    )
  })
})

describe('weekLockText', () => {
  const previous = week(1, [], { title: 'Budowanie świadomości' })
  it('says nothing for an open week', () => {
    expect(weekLockText(week(2, []), previous)).toBeNull()
  })
  it('gives the opening time in Warsaw time, summer and winter', () => {
    const summer = week(2, [], { isUnlocked: false, unlocksAt: '2025-10-22T16:30:00.000Z' })
    expect(weekLockText(summer, previous)).toBe('Otworzy się 22.10.2025 18:30')
    const winter = week(2, [], { isUnlocked: false, unlocksAt: '2025-11-05T16:30:00.000Z' })
    expect(weekLockText(winter, previous)).toBe('Otworzy się 05.11.2025 17:30')
  })
  it('without a date, names the week whose start opens it', () => {
    const locked = week(2, [], { isUnlocked: false })
    expect(weekLockText(locked, previous)).toBe(
      'Otworzy się 7 dni po tym, jak zaczniesz oglądać tydzień „Budowanie świadomości”.',
    )
  })
})

describe('isCourseInFinalWeek', () => {
  it('needs the last week open and started', () => {
    const open = week(1, [], { startedAt: null })
    expect(isCourseInFinalWeek({ weeks: [week(0, []), open] })).toBe(false)
    const started = week(1, [], { startedAt: '2025-10-01T10:00:00.000Z' })
    expect(isCourseInFinalWeek({ weeks: [week(0, []), started] })).toBe(true)
    expect(isCourseInFinalWeek({ weeks: [] })).toBe(false)
  })
})

describe('findOpenEpisode', () => {
  const course = {
    weeks: [
      week(0, [episode('a', 1), episode('b', 1)]),
      week(1, [episode('c', 1)]),
      week(2, [episode('d', 1)], { isUnlocked: false }),
    ],
  }
  it('finds an episode with its neighbours across weeks', () => {
    const found = findOpenEpisode(course, 'b')
    expect(found?.week.index).toBe(0)
    expect(found?.previous?.id).toBe('a')
    expect(found?.next?.id).toBe('c')
    expect(findOpenEpisode(course, 'c')?.next).toBeNull()
    expect(findOpenEpisode(course, 'a')?.previous).toBeNull()
  })
  it('does not open an episode of a locked week or an unknown one', () => {
    expect(findOpenEpisode(course, 'd')).toBeNull()
    expect(findOpenEpisode(course, 'zzz')).toBeNull()
  })
})

describe('nextEpisode', () => {
  it('is the first unwatched video of the open weeks, skipping exercises and watched ones', () => {
    const course = {
      weeks: [
        week(0, [episode('intro', 10, 600), episode('task', 0)]),
        week(1, [episode('a', 10, 600), episode('b', 10, 539), episode('c', 10)]),
        week(2, [episode('d', 10)], { isUnlocked: false }),
      ],
    }
    const next = nextEpisode(course)
    expect(next?.episode.id).toBe('b')
    expect(next?.weekIndex).toBe(1)
  })

  it('is null when every open video is watched, even with locked weeks after them', () => {
    const course = {
      weeks: [week(0, [episode('a', 10, 600)]), week(1, [episode('b', 10)], { isUnlocked: false })],
    }
    expect(nextEpisode(course)).toBeNull()
    expect(nextEpisode({ weeks: [week(0, [episode('task', 0)])] })).toBeNull()
  })
})

describe('trackerStatusText', () => {
  const tracker = {
    minimum: 3,
    itemForms: { one: 'mapa myśli', few: 'mapy myśli', many: 'map myśli' },
    itemLabel: 'Temat mapy myśli',
  }
  it.each([
    [0, 'Na liście: 0 map myśli. Cel: co najmniej 3.'],
    [1, 'Na liście: 1 mapa myśli. Cel: co najmniej 3.'],
    [2, 'Na liście: 2 mapy myśli. Cel: co najmniej 3.'],
    [3, 'Na liście: 3 mapy myśli. Cel osiągnięty!'],
    [5, 'Na liście: 5 map myśli. Cel osiągnięty!'],
  ])('%i items', (count, text) => {
    expect(trackerStatusText(tracker, count)).toBe(text)
  })
})

describe('weekLabel', () => {
  it.each([
    ['KED', 0, 'Tydzień 0'],
    ['KED', 9, 'Tydzień 9'],
    ['ZN', 0, 'Moduł 1'],
    ['ZN', 2, 'Moduł 3'],
    ['PED', 0, null],
  ] as const)('%s week %i → %s', (course, index, label) => {
    expect(weekLabel(course, index)).toBe(label)
  })
})
