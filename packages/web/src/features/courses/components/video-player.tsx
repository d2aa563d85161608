import type { CourseKey, WatchTimeUpdate } from '@app/contract/courses'
import {
  VIDEO_READY_TIMEOUT_MS,
  WATCH_REPORT_INTERVAL_MS,
  initialWatchState,
  onPosition,
  resumePosition,
  takeReport,
} from '@app/domain/courses/watch-time'
import Player from '@vimeo/player'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { RotateCw } from 'lucide-react'
import { sendWatchTime } from '../../../api/courses/mutations'
import '../courses.css'

export interface VideoPlayerProps {
  course: CourseKey
  episodeId: string
  title: string
  vimeoUrl: string
  durationSeconds: number
  /** Where the user stopped last time (the server's record). */
  savedPosition: number
  /** The server confirmed a report: the week start (first play) and the new position. */
  onReported: (result: {
    event: WatchTimeUpdate['event']
    positionSeconds: number
    watchedSeconds: number
  }) => void
}

/** https://vimeo.com/123456 (or player.vimeo.com/video/123456) → the player's embed address. */
export function vimeoEmbedUrl(vimeoUrl: string): string | null {
  const id = /vimeo\.com\/(?:video\/)?(\d+)/.exec(vimeoUrl)?.[1]
  return id ? `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0&portrait=0` : null
}

/**
 * The Vimeo player of an episode, in its own chunk (loaded only on episode views). The first play
 * sends START, which records the week's start on the server (it drives the weekly unlock); while
 * playing, PROGRESS goes out every 15 s, on pause or end and when the tab is hidden; LEAVE when
 * the view closes or the page is unloaded. Playback resumes where the user stopped. The iframe is
 * created here, not by React, because the player library removes it when destroyed.
 */
export default function VideoPlayer(props: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null)
  // The player is set up once per episode (the parent keys this component by it).
  const [initial] = useState(props)
  const onReported = useEffectEvent(props.onReported)
  // Each 'Spróbuj ponownie' sets the player up afresh.
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const { course, episodeId, title, vimeoUrl, durationSeconds, savedPosition } = initial
    const src = vimeoEmbedUrl(vimeoUrl)
    const host = container.current
    if (!src || !host) return

    const iframe = document.createElement('iframe')
    iframe.src = src
    iframe.title = `Nagranie: ${title}`
    iframe.allow = 'autoplay; fullscreen; picture-in-picture'
    iframe.allowFullscreen = true
    iframe.className = 'video-player-frame'
    host.append(iframe)
    const player = new Player(iframe)
    // Vimeo answers 'ready' or a ready error (a missing or private video); no answer at all means
    // the player cannot be reached. Either way the page says so and offers to try again.
    const readyTimer = setTimeout(() => setFailed(true), VIDEO_READY_TIMEOUT_MS)
    player.ready().then(
      () => {
        clearTimeout(readyTimer)
        setFailed(false)
      },
      () => {
        clearTimeout(readyTimer)
        setFailed(true)
      },
    )

    let watch = initialWatchState()
    let started = false
    let timer: ReturnType<typeof setInterval> | undefined

    const report = (event: WatchTimeUpdate['event'], keepalive = false) => {
      const taken = takeReport(watch)
      watch = taken.state
      const positionSeconds = Math.floor(watch.lastPosition ?? 0)
      const body = { course, episodeId, event, positionSeconds, watchedSecondsDelta: taken.delta }
      sendWatchTime(body, { keepalive })
        .then((result) => onReported({ event, ...result }))
        .catch(() => {
          // Not lost: the seconds go out with the next report.
          watch = { ...watch, unreported: watch.unreported + taken.delta }
          if (event === 'START') started = false
        })
    }
    const stopTimer = () => {
      clearInterval(timer)
      timer = undefined
    }

    player.on('timeupdate', ({ seconds }: { seconds: number }) => {
      watch = onPosition(watch, seconds)
    })
    player.on('play', ({ seconds }: { seconds: number }) => {
      watch = onPosition(watch, seconds)
      if (!started) {
        started = true
        report('START')
      }
      timer ??= setInterval(() => report('PROGRESS'), WATCH_REPORT_INTERVAL_MS)
    })
    const flush = () => {
      stopTimer()
      report('PROGRESS')
    }
    player.on('pause', flush)
    player.on('ended', flush)

    const resumeAt = resumePosition(savedPosition, durationSeconds)
    if (resumeAt > 0) {
      player
        .ready()
        .then(() => player.setCurrentTime(resumeAt))
        .catch(() => undefined)
    }

    const onPageHide = () => {
      if (started) report('LEAVE', true)
    }
    // A hidden tab may never come back (mobile browsers discard them): report what was watched.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' && started) report('PROGRESS', true)
    }
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      clearTimeout(readyTimer)
      stopTimer()
      if (started) report('LEAVE', true)
      void player.destroy().catch(() => iframe.remove())
    }
  }, [initial, attempt])

  return (
    <>
      <div ref={container} className="video-player" hidden={failed} />
      {failed ? (
        <div className="video-player-failed" role="alert">
          <p>
            Nie udało się wczytać nagrania. Sprawdź połączenie z internetem i spróbuj ponownie. Opis
            odcinka i materiały poniżej działają bez nagrania.
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setFailed(false)
              setAttempt((count) => count + 1)
            }}
          >
            <RotateCw aria-hidden="true" />
            Spróbuj ponownie
          </button>
        </div>
      ) : null}
    </>
  )
}
