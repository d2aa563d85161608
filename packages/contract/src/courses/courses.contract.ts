import { initContract } from '@ts-rest/core'
import { ApiErrorSchema } from '../errors'
import { seen } from '../common.schemas'
import {
  CourseViewSchema,
  EpisodeNotesSavedSchema,
  EpisodeNotesUpdateSchema,
  GetWeekAndEpisodesQuerySchema,
  WatchTimeResultSchema,
  WatchTimeUpdateSchema,
} from './courses.schemas'

const c = initContract()

export const coursesContract = c.router({
  getWeekAndEpisodes: {
    method: 'GET',
    path: '/get_week_and_episodes',
    query: GetWeekAndEpisodesQuerySchema,
    responses: { 200: CourseViewSchema },
    summary:
      "A course's weeks with unlock state and the user's progress; 403 without the course group",
    metadata: seen,
  },
  updateWatchTime: {
    method: 'POST',
    path: '/update_watch_time',
    body: WatchTimeUpdateSchema,
    responses: { 200: WatchTimeResultSchema, 404: ApiErrorSchema },
    summary:
      'Report playback; the first START of a week records when the week was started (drives the unlock)',
    metadata: seen,
  },
  updateEpisodeNotes: {
    method: 'POST',
    path: '/update_episode_notes',
    body: EpisodeNotesUpdateSchema,
    responses: { 200: EpisodeNotesSavedSchema, 404: ApiErrorSchema },
    summary: "Save the user's notes for an episode",
    metadata: seen,
  },
})
