import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, proposed, seen } from '../common.schemas'
import {
  CourseViewSchema,
  EpisodeNotesSavedSchema,
  EpisodeNotesUpdateSchema,
  EpisodeTrackerSavedSchema,
  EpisodeTrackerUpdateSchema,
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
  updateEpisodeTracker: {
    method: 'POST',
    path: '/update_episode_tracker',
    body: EpisodeTrackerUpdateSchema,
    responses: { 200: EpisodeTrackerSavedSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
    summary:
      "Save the user's list of items for an exercise with a tracker (e.g. own mind maps); 400 when the episode has none",
    metadata: proposed,
  },
})
