import type { CourseKey, CourseView, EpisodeTracker } from '@app/contract/courses'
import { formatCount, formatWarsawDateTime } from '../shared/format'

type WeekView = CourseView['weeks'][number]
type EpisodeView = WeekView['episodes'][number]

/** A video counts as watched once this share of it has been played (decision). */
export const WATCHED_SHARE = 0.9

/** Whether the user has watched the episode's video; episodes without a video never count. */
export function isEpisodeWatched(episode: EpisodeView): boolean {
  if (episode.durationMinutes === 0) return false
  return episode.progress.watchedSeconds >= episode.durationMinutes * 60 * WATCHED_SHARE
}

export interface CourseProgressSummary {
  watchedVideos: number
  totalVideos: number
  /** 0-100, rounded down so that 100 means everything was watched. */
  percent: number
  openWeeks: number
  totalWeeks: number
}

/** "My products" and the course header: how far the user is, counted in watched videos. */
export function courseProgress(course: Pick<CourseView, 'weeks'>): CourseProgressSummary {
  const videos = course.weeks.flatMap((week) => week.episodes.filter((e) => e.durationMinutes > 0))
  const watchedVideos = videos.filter(isEpisodeWatched).length
  const totalVideos = videos.length
  return {
    watchedVideos,
    totalVideos,
    percent: totalVideos === 0 ? 0 : Math.floor((watchedVideos / totalVideos) * 100),
    openWeeks: course.weeks.filter((week) => week.isUnlocked).length,
    totalWeeks: course.weeks.length,
  }
}

/**
 * E.g. 'Obejrzane: 3 z 48 nagrań (6%)'. The noun agrees with the total ("z 48 nagrań"). Before the
 * first video, where to begin instead ('0 z 44 nagrań (0%)' reads like an error to a new student).
 */
export function courseProgressText(course: CourseKey, summary: CourseProgressSummary): string {
  if (summary.watchedVideos === 0 && summary.totalVideos > 0) return courseStartText(course)
  const noun = summary.totalVideos === 1 ? 'nagrania' : 'nagrań'
  return `Obejrzane: ${summary.watchedVideos} z ${summary.totalVideos} ${noun} (${summary.percent}%)`
}

/**
 * Where the student goes on: the first video in the open weeks, in course order, not watched yet;
 * null when every open video is watched (or the course has none). `weekIndex` counts all weeks.
 */
export function nextEpisode(
  course: Pick<CourseView, 'weeks'>,
): { week: WeekView; weekIndex: number; episode: EpisodeView } | null {
  for (const [weekIndex, week] of course.weeks.entries()) {
    if (!week.isUnlocked) continue
    const episode = week.episodes.find((e) => e.durationMinutes > 0 && !isEpisodeWatched(e))
    if (episode) return { week, weekIndex, episode }
  }
  return null
}

/** Where a course begins: its first week or module (see weekLabel), or its first video. */
export function courseStartText(course: CourseKey): string {
  if (course === 'KED') return 'Zacznij od tygodnia 0'
  if (course === 'ZN') return 'Zacznij od modułu 1'
  return 'Zacznij od pierwszego nagrania'
}

/**
 * What a week's heading says about its access: nothing when open; the opening time (Warsaw,
 * dd.mm.yyyy hh:mm) once the previous week has been started; else what starts the countdown.
 */
export function weekLockText(week: WeekView, previous: WeekView | undefined): string | null {
  if (week.isUnlocked) return null
  if (week.unlocksAt) return `Otworzy się ${formatWarsawDateTime(new Date(week.unlocksAt))}`
  const previousName = previous ? `„${previous.title}”` : 'poprzedni tydzień'
  return `Otworzy się 7 dni po tym, jak zaczniesz oglądać tydzień ${previousName}.`
}

/** The end-of-course survey is offered once the user has started the last week (decision). */
export function isCourseInFinalWeek(course: Pick<CourseView, 'weeks'>): boolean {
  const last = course.weeks.at(-1)
  return Boolean(last?.isUnlocked && last.startedAt)
}

/** The episode and its neighbours in course order, among the open weeks; null when unknown or locked. */
export function findOpenEpisode(
  course: Pick<CourseView, 'weeks'>,
  episodeId: string,
): {
  week: WeekView
  episode: EpisodeView
  previous: EpisodeView | null
  next: EpisodeView | null
} | null {
  const open = course.weeks.filter((week) => week.isUnlocked)
  const ordered = open.flatMap((week) => week.episodes.map((episode) => ({ week, episode })))
  const position = ordered.findIndex((item) => item.episode.id === episodeId)
  const found = ordered[position]
  if (!found) return null
  return {
    ...found,
    previous: ordered[position - 1]?.episode ?? null,
    next: ordered[position + 1]?.episode ?? null,
  }
}

/** E.g. 'Na liście: 2 mapy myśli. Cel: co najmniej 3.' or, once reached, '… Cel osiągnięty!'. */
export function trackerStatusText(tracker: EpisodeTracker, count: number): string {
  const listed = `Na liście: ${formatCount(count, tracker.itemForms)}.`
  return count >= tracker.minimum
    ? `${listed} Cel osiągnięty!`
    : `${listed} Cel: co najmniej ${tracker.minimum}.`
}

/**
 * What a week is called: KED counts weeks from 0 (the introduction); the parents course has
 * modules from 1; the one-week mini-course has no numbering.
 */
export function weekLabel(course: CourseKey, index: number): string | null {
  if (course === 'KED') return `Tydzień ${index}`
  if (course === 'ZN') return `Moduł ${index + 1}`
  return null
}
