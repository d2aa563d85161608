import type { CourseKey } from '@app/contract/courses'
import { findOpenEpisode, weekLabel } from '@app/domain/courses/course-progress'
import { formatPlaybackTime, resumePosition } from '@app/domain/courses/watch-time'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, type ReactNode } from 'react'
import { useApplyWatchReport } from '../../../api/courses/mutations'
import { courseViewQuery } from '../../../api/courses/queries'
import { apiAssetUrl } from '../../../lib/config'
import { sanitizeArticleHtml } from '../../../lib/sanitize-html'
import '../courses.css'
import { Disclosure } from './disclosure'
import { EpisodeNotes } from './episode-notes'
import { EpisodeTracker } from './episode-tracker'
import type { VideoPlayerProps } from './video-player'

// Its own chunk: the player library loads only on episode views.
const VideoPlayer = lazy(() => import('./video-player'))

export interface EpisodeViewProps {
  course: CourseKey
  episodeId: string
  userId: string
  /** A rating form for this episode (the route composes the feedback feature). */
  feedback?: (episodeId: string, weekIndex: number) => ReactNode
}

/** One episode: the video, the description, the materials, the exercise list and the notes. */
export function EpisodeView({ course, episodeId, userId, feedback }: EpisodeViewProps) {
  const { data: view } = useSuspenseQuery(courseViewQuery(course))
  const found = findOpenEpisode(view, episodeId)
  const applyReport = useApplyWatchReport(course)

  const onReported = useCallback<VideoPlayerProps['onReported']>(
    (report) => applyReport(episodeId, report),
    [applyReport, episodeId],
  )
  const description = found?.episode.description
    ? sanitizeArticleHtml(found.episode.description)
    : null

  if (!found) {
    return (
      <div className="episode-missing">
        <h1>Nie możesz jeszcze obejrzeć tego odcinka</h1>
        <p>Ten odcinek nie istnieje w tym kursie albo jego tydzień jeszcze się nie otworzył.</p>
        <Link to=".">Wróć do programu kursu</Link>
      </div>
    )
  }

  const { week, episode, previous, next } = found
  const label = weekLabel(course, week.index)
  const durationSeconds = episode.durationMinutes * 60
  const resumeAt = resumePosition(episode.progress.positionSeconds, durationSeconds)

  return (
    <article className="episode" aria-labelledby="episode-title">
      <p className="episode-back">
        <Link to=".">← {view.title}: program kursu</Link>
      </p>
      <p className="episode-week">
        {label ? `${label}: ` : ''}
        {week.title}
      </p>
      <h1 id="episode-title">{episode.title}</h1>

      {episode.vimeoUrl ? (
        <>
          <Suspense fallback={<div className="video-player" aria-busy="true" />}>
            <VideoPlayer
              key={episode.id}
              course={course}
              episodeId={episode.id}
              title={episode.title}
              vimeoUrl={episode.vimeoUrl}
              durationSeconds={durationSeconds}
              savedPosition={episode.progress.positionSeconds}
              onReported={onReported}
            />
          </Suspense>
          {resumeAt > 0 ? (
            <p className="episode-resume">
              Odtwarzanie wznowi się od {formatPlaybackTime(resumeAt)}, gdzie ostatnio skończyłeś
              lub skończyłaś.
            </p>
          ) : null}
        </>
      ) : null}

      {description ? (
        <div className="episode-description" dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}

      {episode.resources.length > 0 ? (
        <section aria-labelledby="episode-resources-heading">
          <h2 id="episode-resources-heading">Materiały</h2>
          <ul className="episode-resources">
            {episode.resources.map((resource) => (
              <li key={resource.link}>
                <a href={apiAssetUrl(resource.link)} target="_blank" rel="noopener noreferrer">
                  {resource.title}
                  <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {episode.tracker ? (
        <EpisodeTracker
          course={course}
          episodeId={episode.id}
          tracker={episode.tracker}
          items={episode.progress.trackedItems}
        />
      ) : null}

      {episode.showNotes ? (
        <EpisodeNotes
          key={episode.id}
          userId={userId}
          course={course}
          episodeId={episode.id}
          notes={episode.progress.notes}
          notesSavedAt={episode.progress.notesSavedAt}
        />
      ) : null}

      {feedback ? (
        <Disclosure summary="Oceń ten odcinek">{feedback(episode.id, week.index)}</Disclosure>
      ) : null}

      <nav className="episode-nav" aria-label="Poprzedni i następny odcinek">
        {previous ? (
          <Link to="." search={{ odcinek: previous.id }} rel="prev">
            ← Poprzedni: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to="." search={{ odcinek: next.id }} rel="next">
            Następny: {next.title} →
          </Link>
        ) : null}
      </nav>
    </article>
  )
}
