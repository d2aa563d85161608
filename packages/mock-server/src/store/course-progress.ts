import { COURSE_KEYS, type CourseKey, type EpisodeProgress } from '@app/contract/courses'
import { SEED_KED_WEEK_STARTS } from './seed/personas'

interface CourseProgress {
  /** When the user first started a video of each week, by week index. */
  weekStartedAt: Map<number, string>
  episodes: Map<string, EpisodeProgress>
}

const EMPTY_PROGRESS: EpisodeProgress = {
  positionSeconds: 0,
  watchedSeconds: 0,
  notes: '',
  notesSavedAt: null,
  trackedItems: [],
}

/** Each user's progress through each course. */
export class CourseProgressRepository {
  private progress = new Map<string, CourseProgress>()

  constructor() {
    this.reset()
  }

  reset() {
    this.progress.clear()
    for (const [userId, starts] of Object.entries(SEED_KED_WEEK_STARTS)) {
      const course = this.forUpdate(userId, 'KED')
      starts.forEach((at, week) => course.weekStartedAt.set(week, at))
    }
  }

  weekStartedAt(userId: string, course: CourseKey, weekIndex: number): Date | null {
    const at = this.progress.get(key(userId, course))?.weekStartedAt.get(weekIndex)
    return at ? new Date(at) : null
  }

  episode(userId: string, course: CourseKey, episodeId: string): EpisodeProgress {
    const episode = this.progress.get(key(userId, course))?.episodes.get(episodeId)
    return structuredClone(episode ?? EMPTY_PROGRESS)
  }

  /** Records the week start only the first time. */
  startWeek(userId: string, course: CourseKey, weekIndex: number, now: Date): Date {
    const starts = this.forUpdate(userId, course).weekStartedAt
    if (!starts.has(weekIndex)) starts.set(weekIndex, now.toISOString())
    return new Date(starts.get(weekIndex) as string)
  }

  recordWatch(
    userId: string,
    course: CourseKey,
    episodeId: string,
    positionSeconds: number,
    watchedSecondsDelta: number,
  ): EpisodeProgress {
    const episode = this.episodeForUpdate(userId, course, episodeId)
    episode.positionSeconds = positionSeconds
    episode.watchedSeconds += watchedSecondsDelta
    return episode
  }

  saveNotes(
    userId: string,
    course: CourseKey,
    episodeId: string,
    notes: string,
    now: Date,
  ): EpisodeProgress {
    const episode = this.episodeForUpdate(userId, course, episodeId)
    episode.notes = notes
    episode.notesSavedAt = now.toISOString()
    return episode
  }

  saveTrackedItems(
    userId: string,
    course: CourseKey,
    episodeId: string,
    items: string[],
  ): EpisodeProgress {
    const episode = this.episodeForUpdate(userId, course, episodeId)
    episode.trackedItems = [...items]
    return episode
  }

  /** Everything held about the user's courses (the account export), course by course. */
  forUser(userId: string) {
    return COURSE_KEYS.flatMap((course) => {
      const progress = this.progress.get(key(userId, course))
      if (!progress) return []
      return [
        {
          course,
          weeksStarted: [...progress.weekStartedAt].map(([weekIndex, startedAt]) => ({
            weekIndex,
            startedAt,
          })),
          episodes: [...progress.episodes].map(([episodeId, episode]) => ({
            episodeId,
            ...structuredClone(episode),
          })),
        },
      ]
    })
  }

  /** Forgets the user's progress and notes in every course (account deletion). */
  deleteUser(userId: string) {
    for (const course of COURSE_KEYS) this.progress.delete(key(userId, course))
  }

  private forUpdate(userId: string, course: CourseKey): CourseProgress {
    const k = key(userId, course)
    let progress = this.progress.get(k)
    if (!progress) {
      progress = { weekStartedAt: new Map(), episodes: new Map() }
      this.progress.set(k, progress)
    }
    return progress
  }

  private episodeForUpdate(userId: string, course: CourseKey, episodeId: string) {
    const episodes = this.forUpdate(userId, course).episodes
    let episode = episodes.get(episodeId)
    if (!episode) {
      episode = structuredClone(EMPTY_PROGRESS)
      episodes.set(episodeId, episode)
    }
    return episode
  }
}

const key = (userId: string, course: CourseKey) => `${userId}:${course}`
