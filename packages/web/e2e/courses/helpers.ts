import type { APIRequestContext, Page } from '@playwright/test'
import { type MockControl, mockUrl, expect } from '../fixtures'

export const KED_PAGE = '/produkt/kurs-efektywnego-dzialania'
export const PED_PAGE = '/produkt/podstawy-efektywnego-dzialania'
export const ZN_PAGE = '/produkt/zrozumiec-nastolatka'

const DAY_MS = 86_400_000

/**
 * A stand-in for Vimeo's player page (there is no network to Vimeo here), served at the real
 * address so that @vimeo/player talks to it as to Vimeo: it answers the library's postMessage
 * calls (ping, setCurrentTime, play, pause …) and sends play, timeupdate and pause events. Its
 * own buttons start and pause playback; playback runs at 4× so tests stay short.
 */
const FAKE_PLAYER = `<!doctype html>
<html lang="pl"><head><title>Odtwarzacz testowy</title></head><body>
<button id="play" type="button">Odtwórz</button>
<button id="pause" type="button">Pauza</button>
<p>Pozycja: <output id="position">0</output> s</p>
<script>
  let seconds = 0, timer = null
  const duration = 600
  const post = (message) => parent.postMessage(message, '*')
  const data = () => ({ seconds, percent: seconds / duration, duration })
  const show = () => { document.getElementById('position').textContent = String(Math.floor(seconds)) }
  function play() {
    if (timer) return
    post({ event: 'play', data: data() })
    timer = setInterval(() => { seconds += 1; show(); post({ event: 'timeupdate', data: data() }) }, 250)
  }
  function pause() {
    if (!timer) return
    clearInterval(timer); timer = null
    post({ event: 'pause', data: data() })
  }
  document.getElementById('play').onclick = play
  document.getElementById('pause').onclick = pause
  window.addEventListener('message', (event) => {
    const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data
    if (!message || !message.method) return
    if (message.method === 'setCurrentTime') { seconds = Number(message.value); show() }
    if (message.method === 'play') play()
    if (message.method === 'pause') pause()
    const value = message.method === 'getCurrentTime' ? seconds : message.method === 'getDuration' ? duration : undefined
    post({ method: message.method, value })
  })
  post({ event: 'ready' })
</script></body></html>`

/** Vimeo's answer for a video it cannot play (missing or private): a ready error. */
const FAILING_PLAYER = `<!doctype html>
<html lang="pl"><head><title>Odtwarzacz testowy</title></head><body>
<script>
  parent.postMessage({ event: 'error', data: { method: 'ready', name: 'NotFoundError', message: 'Video not found' } }, '*')
</script></body></html>`

/** Every Vimeo embed the page opens answers that the video cannot be played. */
export async function failingVimeo(page: Page) {
  await page.route('https://player.vimeo.com/video/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAILING_PLAYER }),
  )
}

/** Serves the stand-in player for every Vimeo embed the page opens. */
export async function fakeVimeo(page: Page) {
  await page.route('https://player.vimeo.com/video/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER }),
  )
}

/** The stand-in player inside the episode view. */
export function player(page: Page) {
  return page.frameLocator('iframe[title^="Nagranie:"]')
}

/** The watch-time reports the page sent, in order. */
export function watchReports(page: Page) {
  const reports: {
    event: string
    positionSeconds: number
    watchedSecondsDelta: number
    episodeId: string
  }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/update_watch_time')
      reports.push(request.postDataJSON() as (typeof reports)[number])
  })
  return reports
}

/**
 * Opens KED weeks 0…`lastWeek` for a persona through the API, as if they had started the first
 * video of each week exactly 7 days apart from `firstStart`. Leaves the mock's clock frozen at the
 * start of `lastWeek`.
 */
export async function startKedWeeks(
  request: APIRequestContext,
  mock: MockControl,
  email: string,
  firstStart: Date,
  lastWeek: number,
) {
  for (let week = 0; week <= lastWeek; week += 1) {
    await mock.setClock(new Date(firstStart.getTime() + week * 7 * DAY_MS).toISOString())
    const tokenAnswer = await request.post(`${mockUrl()}/__mock/personas/${email}/token`)
    const { idToken } = (await tokenAnswer.json()) as { idToken: string }
    const answer = await request.post(`${mockUrl()}/api/update_watch_time`, {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        course: 'KED',
        episodeId: `ked-w${week}-e1`,
        event: 'START',
        positionSeconds: 0,
        watchedSecondsDelta: 0,
      },
    })
    expect(answer.status(), `start of week ${week}`).toBe(200)
  }
}

/** A week of the programme by its heading (e.g. 'Tydzień 4'). */
export function week(page: Page, label: string) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: new RegExp(`^${label}:`) }),
  })
}
