import type { Episode, Week } from '@app/contract/courses'

/** Builders shared by the course seeds (seed/courses-*.ts). */

type Resource = Episode['resources'][number]
type EpisodeSeed = Omit<Episode, 'id'>
type Extra = { resources?: Resource[]; showNotes?: boolean; tracker?: Episode['tracker'] }

/** Downloadable sheets live in media/resources and are served by the mock under this path. */
export const pdf = (title: string, file: string): Resource => ({
  title,
  link: `/api/media/resources/${file}.pdf`,
})

export const video = (
  title: string,
  durationMinutes: number,
  vimeoId: number,
  description: string,
  extra: Extra = {},
): EpisodeSeed => ({
  title,
  durationMinutes,
  vimeoUrl: `https://vimeo.com/${vimeoId}`,
  description,
  resources: extra.resources ?? [],
  showNotes: extra.showNotes ?? false,
  tracker: extra.tracker ?? null,
})

/** An exercise or a sheet to download: no video, so no minutes of video either. */
export const task = (title: string, description: string, extra: Extra = {}): EpisodeSeed => ({
  title,
  durationMinutes: 0,
  vimeoUrl: null,
  description,
  resources: extra.resources ?? [],
  showNotes: extra.showNotes ?? true,
  tracker: extra.tracker ?? null,
})

/** Episode ids are `<course>-w<week index>-e<position from 1>`. */
export const week = (
  prefix: string,
  index: number,
  title: string,
  description: string,
  episodes: EpisodeSeed[],
): Week => ({
  index,
  title,
  description,
  episodes: episodes.map((episode, i) => ({ id: `${prefix}-w${index}-e${i + 1}`, ...episode })),
})
