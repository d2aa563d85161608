/**
 * Prints the JavaScript a first visit to `/` downloads, counted in Chromium until the network is
 * idle (./first-visit-js.ts; target ≤ 115 KB gzip), then, from the build's manifest, the entry's
 * static imports and every route chunk (target: none over 60 KB gzip; the chat's on a line of its
 * own). Then whether the video player is in what the course list pages load (issue "Performance":
 * only the episode views load it) and which chunks hold it, and which routes load KaTeX and the
 * Markdown renderer (only those with rich text), and the statistics page's chunk and where the
 * chart library (visx) is. Run after `vite build`.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FIRST_VISIT_TARGET_KB, firstVisitDownloads } from './first-visit-js'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>
const ROUTE_CHUNK_TARGET_KB = 60

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

/** The chunk and everything it imports statically (what the browser must load before running it). */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    closure(manifest[key]?.imports ?? [], seen)
  }
  return seen
}

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
const homeRoute = Object.keys(manifest).filter((key) => /^src\/routes\/index\.tsx/.test(key))
const initial = closure([...entries, ...homeRoute])
const initialFiles = [...new Set([...initial].map((key) => manifest[key]?.file ?? ''))].filter(
  (file) => file.endsWith('.js'),
)
const initialKb = initialFiles.reduce((sum, file) => sum + gzipKb(file), 0)

const downloads = await firstVisitDownloads('/')
const sumKb = (list: { kb: number }[]) => list.reduce((sum, item) => sum + item.kb, 0)
const downloaded = downloads.filter((download) => download.kind === 'script')
const downloadedKb = sumKb(downloaded)
console.log(
  `JS of a first visit to / (in Chromium, until the network is idle): ${downloadedKb.toFixed(1)} KB gzip (target ≤ ${FIRST_VISIT_TARGET_KB})${downloadedKb > FIRST_VISIT_TARGET_KB ? ' MISSED' : ''}`,
)
for (const script of downloaded) {
  console.log(`  ${script.kb.toFixed(1).padStart(6)}  ${script.file}`)
}
for (const kind of ['stylesheet', 'font'] as const) {
  const files = downloads.filter((download) => download.kind === kind)
  console.log(
    `${kind === 'font' ? 'Fonts' : 'Stylesheets'} of that visit: ${sumKb(files).toFixed(1)} KB`,
  )
  for (const file of files) console.log(`  ${file.kb.toFixed(1).padStart(6)}  ${file.file}`)
}
console.log(`\nThe entry and its static imports (build manifest): ${initialKb.toFixed(1)} KB gzip`)
for (const file of initialFiles.sort((a, b) => gzipKb(b) - gzipKb(a))) {
  console.log(`  ${gzipKb(file).toFixed(1).padStart(6)}  ${file}`)
}

const routeChunks = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/routes/'))
  .map(([key, chunk]) => {
    // What opening the route adds on top of the initial load.
    const extra = [...closure([key])].filter((dep) => !initial.has(dep))
    const files = [...new Set(extra.map((dep) => manifest[dep]?.file ?? ''))]
    return {
      route: key.replace(/^src\/routes\//, '').replace(/\?.*$/, ''),
      part: /tsr-split=([\w-]+)/.exec(key)?.[1] ?? 'route',
      ownKb: gzipKb(chunk.file),
      addedKb: files.reduce((sum, file) => sum + gzipKb(file), 0),
    }
  })
  .sort((a, b) => b.ownKb - a.ownKb)

console.log(
  `\nRoute chunks (own gzip KB, and KB added over the initial load; target ≤ ${ROUTE_CHUNK_TARGET_KB} each):`,
)
for (const chunk of routeChunks) {
  console.log(
    `  ${chunk.ownKb.toFixed(1).padStart(6)}  ${chunk.addedKb.toFixed(1).padStart(6)}  ${chunk.route} (${chunk.part})`,
  )
}
const largest = routeChunks[0]
if (largest)
  console.log(`\nLargest route chunk: ${largest.ownKb.toFixed(1)} KB gzip (${largest.route})`)

// The AI study chat (issue 27): its page's own chunk; the Markdown renderer and KaTeX come on demand.
const chatRoute = routeChunks.find(
  (chunk) => chunk.route === 'produkt/chat/index.tsx' && chunk.part === 'component',
)
console.log(
  chatRoute
    ? `Chat route (/produkt/chat): own chunk ${chatRoute.ownKb.toFixed(1)} KB gzip (target ≤ ${ROUTE_CHUNK_TARGET_KB})` +
        `${chatRoute.ownKb > ROUTE_CHUNK_TARGET_KB ? ' MISSED' : ''}, ${chatRoute.addedKb.toFixed(1)} KB added over the initial load`
    : 'Chat route (/produkt/chat): no chunk in the manifest',
)

// Statistics (issue 30): the page's own chunk and what it loads with it, without the chart code
// (visx), which its chart frames load on demand (decisions 0200, 0202).
const STATISTICS_CHUNK_TARGET_KB = 30
const statisticsRoute = routeChunks.find(
  (chunk) => chunk.route === 'statystyki/index.tsx' && chunk.part === 'component',
)
const chartChunk = Object.entries(manifest).find(([key]) =>
  key.startsWith('src/features/progress/statistics/charts.tsx'),
)?.[1]
console.log(
  statisticsRoute
    ? `Statistics route (/statystyki): own chunk ${statisticsRoute.ownKb.toFixed(1)} KB gzip, ${statisticsRoute.addedKb.toFixed(1)} KB added over the initial load without the chart library (target ≤ ${STATISTICS_CHUNK_TARGET_KB})` +
        `${statisticsRoute.addedKb > STATISTICS_CHUNK_TARGET_KB ? ' MISSED' : ''}; the charts (visx) on demand: ${chartChunk ? `${chartChunk.file}, ${gzipKb(chartChunk.file).toFixed(1)} KB gzip` : 'no chunk in the manifest'}`
    : 'Statistics route (/statystyki): no chunk in the manifest',
)

// Components loaded only when needed (React.lazy), e.g. the initial quiz and the onboarding dialogs.
const lazyChunks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !key.startsWith('src/routes/'))
  .map(([key, chunk]) => {
    const extra = [...closure([key])].filter((dep) => !initial.has(dep))
    const files = [...new Set(extra.map((dep) => manifest[dep]?.file ?? ''))]
    const addedKb = files.reduce((sum, file) => sum + gzipKb(file), 0)
    return {
      name: key.replace(/^src\//, '').replace(/^.*node_modules\//, ''),
      ownKb: gzipKb(chunk.file),
      addedKb,
    }
  })
  .sort((a, b) => b.ownKb - a.ownKb)
console.log('\nLoaded on demand (own gzip KB, and KB added over the initial load):')
for (const chunk of lazyChunks) {
  console.log(
    `  ${chunk.ownKb.toFixed(1).padStart(6)}  ${chunk.addedKb.toFixed(1).padStart(6)}  ${chunk.name}`,
  )
}

// Decision 0118: no schema library in the first download. zod's own error codes survive minifying.
const zodInFirstDownload = initialFiles.filter((file) =>
  readFileSync(join(dist, file), 'utf8').includes('invalid_type'),
)
console.log(
  `\nzod in the first download: ${zodInFirstDownload.length === 0 ? 'no' : `yes (${zodInFirstDownload.join(', ')})`}`,
)

// The video player (@vimeo/player) belongs to the episode views only (issue "Performance"): not in
// what the course list pages load, i.e. the entry, the chunks of these routes and their static
// imports. Found by strings of the player's own code that survive minification.
const VIDEO_PLAYER_MARKERS = ['.videoji.hk', 'data-vimeo-initialized']
const COURSE_LIST_ROUTES =
  /^src\/routes\/produkt\/((kurs-efektywnego-dzialania|podstawy-efektywnego-dzialania|zrozumiec-nastolatka)\/)?(route|index)\.tsx(\?|$)/

const playerSource = readFileSync(
  join(import.meta.dirname, '..', 'node_modules', '@vimeo', 'player', 'dist', 'player.es.js'),
  'utf8',
)
const lostMarkers = VIDEO_PLAYER_MARKERS.filter((marker) => !playerSource.includes(marker))
if (lostMarkers.length > 0) {
  console.log(
    `\nWARNING: @vimeo/player no longer contains ${lostMarkers.join(', ')}: update VIDEO_PLAYER_MARKERS`,
  )
}
const holdsPlayer = (file: string) => {
  const code = readFileSync(join(dist, file), 'utf8')
  return VIDEO_PLAYER_MARKERS.some((marker) => code.includes(marker))
}

const courseListKeys = Object.keys(manifest).filter((key) => COURSE_LIST_ROUTES.test(key))
const courseListFiles = [
  ...new Set([...closure([...entries, ...courseListKeys])].map((key) => manifest[key]?.file ?? '')),
].filter((file) => file.endsWith('.js'))
const playerInCourseList = courseListFiles.filter(holdsPlayer)
console.log(
  `\nCourse list chunks: ${courseListFiles.length} files (entry, ${courseListKeys.length} route chunks, their static imports)`,
)
console.log(
  `video player in course list chunks: ${playerInCourseList.length === 0 ? 'no' : `yes (${playerInCourseList.join(', ')})`}`,
)
const playerChunks = [
  ...new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk])).values(),
]
  .filter((chunk) => chunk.file.endsWith('.js') && holdsPlayer(chunk.file))
  .map((chunk) => `${chunk.file} (${gzipKb(chunk.file).toFixed(1)} KB gzip)`)
console.log(
  `chunks holding the video player: ${playerChunks.length === 0 ? 'none (nothing imports @vimeo/player yet)' : playerChunks.join(', ')}`,
)

// Flashcards (issue 'Flashcards') and the chat (issue 27): KaTeX and the Markdown renderer load
// only with the pages that show rich text, papaparse only with the import page's worker. Found by
// strings of their own code.
const HEAVY_LIBRARIES = {
  KaTeX: 'KaTeX parse error',
  // react-markdown's Markdown-to-HTML step (the flashcards' and the chat's rich text).
  'react-markdown': 'allowDangerousHtml',
  papaparse: 'UndetectableDelimiter',
  // Drag and drop: the planner's plan view only (decision 0176).
  '@dnd-kit/core': 'DndLiveRegion',
  // The expression checker's mathjs (typed-function's own error): the exercise page and editor
  // only, on demand (decisions 0188, 0189).
  mathjs: 'tooManyArgs',
  // The chart library (its axes' class name): the statistics page only, on demand (decision 0200).
  visx: 'visx-axis',
}
/** The tasks tool's exercise page and editor (issue 29): rich text, KaTeX and mathjs. */
const EXERCISE_ROUTES = /^src\/routes\/produkt\/zadania\/(\$exerciseId\.tsx|dodaj\.tsx|edytuj\/)/
/** The pages with rich text: the chat, the flashcards' lists and study, a blog article (KaTeX). */
const RICH_TEXT_ROUTES = new RegExp(
  `${/^src\/routes\/(produkt\/(chat|fiszki)\/|blog\/\$id\.tsx)/.source}|${EXERCISE_ROUTES.source}`,
)
/** The only routes that may load a library, for those with such a rule. */
const ONLY_ON: Record<string, RegExp> = {
  KaTeX: RICH_TEXT_ROUTES,
  'react-markdown': RICH_TEXT_ROUTES,
  '@dnd-kit/core': /^src\/routes\/produkt\/planer-nauki\/\$planId\/index\.tsx/,
  mathjs: EXERCISE_ROUTES,
  visx: /^src\/routes\/statystyki\//,
}

/** What a route may load, statically or on demand, beyond the initial load. */
function reachable(key: string): Set<string> {
  const seen = new Set<string>()
  const next = [key]
  for (let dep = next.pop(); dep !== undefined; dep = next.pop()) {
    if (seen.has(dep) || (dep !== key && initial.has(dep))) continue
    seen.add(dep)
    next.push(...(manifest[dep]?.imports ?? []), ...(manifest[dep]?.dynamicImports ?? []))
  }
  return seen
}
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'))
const routeName = (key: string) => key.replace(/^src\/routes\//, '').replace(/\?.*$/, '')

const assetFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) {
  const holding = assetFiles.filter((file) =>
    readFileSync(join(dist, 'assets', file), 'utf8').includes(marker),
  )
  const statically = Object.keys(manifest).filter(
    (key) =>
      key.startsWith('src/routes/') &&
      [...closure([key])].some((dep) => holding.includes(basename(manifest[dep]?.file ?? ''))),
  )
  const inFirst = initialFiles.some((file) => holding.includes(basename(file)))
  console.log(
    `\n${library}: in ${holding.join(', ') || 'no chunk'}; in the first download: ${inFirst ? 'YES' : 'no'}; ` +
      `in a route's static imports: ${statically.length === 0 ? 'none (loaded on demand)' : statically.join(', ')}`,
  )
  const allowed = ONLY_ON[library]
  if (!allowed) continue
  const onDemand = routeKeys.filter((key) =>
    [...reachable(key)].some((dep) => holding.includes(basename(manifest[dep]?.file ?? ''))),
  )
  const elsewhere = onDemand.filter((key) => !allowed.test(key))
  console.log(
    `  loaded by: ${onDemand.map(routeName).join(', ') || 'no route'}; ` +
      `by any other route: ${elsewhere.length === 0 ? 'none' : `YES (${elsewhere.map(routeName).join(', ')})`}`,
  )
}
