/** The courses area's workflows: the course view, watch time, notes and trackers. */
export { getWeekAndEpisodes } from './course-view'
export { updateEpisodeNotes, updateEpisodeTracker, updateWatchTime } from './episode-progress'
