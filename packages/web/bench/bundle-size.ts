/**
 * Prints the gzip size of the JavaScript the first visit to `/` loads (the entry and its static
 * imports, plus the home route's chunks) and of every route chunk. Targets (issue "App shell"):
 * initial JS of `/` ≤ 135 KB gzip, no route chunk over 60 KB gzip. Then whether the video player
 * is in what the course list pages load (issue "Performance": only the episode views load it) and
 * which chunks hold it. Run after `vite build`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>
const INITIAL_TARGET_KB = 135
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

console.log(`Initial JS of / : ${initialKb.toFixed(1)} KB gzip (target ≤ ${INITIAL_TARGET_KB})`)
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
