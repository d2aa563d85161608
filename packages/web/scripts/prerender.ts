/**
 * Build step after `vite build`: renders the public pages (src/prerendered-pages.ts) to static
 * HTML with their data, so a visitor sees the content before any JavaScript runs; the client
 * hydrates it (src/main.tsx). The output stays a folder of static files:
 *
 *   dist/index.html            the home page
 *   dist/o-nas.html            /o-nas (and so on; /blog/<id> → dist/blog/<id>.html)
 *   dist/app.html              the empty shell for every other route (the host's fallback)
 *
 * Every page must be the one listed: its <main> holds its one h1, not the not-found page's
 * (src/prerendered-page-check.ts), or the build fails.
 *
 * Page data comes from PRERENDER_API_URL (the real API at deploy time); unset, from a mock
 * started for the build. SITE_URL (e.g. https://efektywnanauka.pl) gives canonical URLs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type * as Entry from '../src/entry-prerender'
import { prerenderedPageProblem } from '../src/prerendered-page-check'
import { routeChunkFiles, type BuildManifest } from '../src/prerendered-route-chunks'
import { startMock } from './servers'

const WEB_DIR = join(import.meta.dirname, '..')
const DIST = join(WEB_DIR, 'dist')
const SSR_OUT = join(WEB_DIR, 'node_modules', '.cache', 'prerender')
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '')
const ROOT_ELEMENT = '<div id="root"></div>'

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '')

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Where a page's file goes: `/` → index.html, `/a/b` → a/b.html. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

function pageDocument(
  template: string,
  page: { path: string; html: string; head: string; queryState: unknown; scripts: string[] },
) {
  const canonical = `${SITE_URL}${page.path}`
  // Marked, so that the app replaces them with its own once it runs (src/main.tsx).
  const head = (
    `${page.head}<link rel="canonical" href="${escapeAttribute(canonical)}">` +
    `<meta property="og:url" content="${escapeAttribute(canonical)}">`
  ).replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')
  const root =
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.html}</div>` +
    `<script id="prerendered-data" type="application/json">${scriptJson(page.queryState)}</script>`
  // Replacer functions: a replacement string would read `$$` (TeX in articles) as a pattern.
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_ELEMENT, () => root)
    .replace(ENTRY_SCRIPT, (_tag, entry: string) =>
      scriptsAfterFirstPaint([...new Set([entry, ...page.scripts])]),
    )
}

/** The entry's tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * A prerendered page paints from its HTML; its script only makes it interactive. So the script is
 * requested once the page has painted (decision 0205): on a slow connection the stylesheet, the
 * font and the page's images have the line to themselves, and the first paint never waits for the
 * script's download or evaluation. A browser without paint timing loads it after the first frame.
 * (The shell, which shows only a skeleton, keeps it urgent.)
 *
 * The page's route chunks are requested with it, as module preloads (decision 0206): the router
 * then finds them in the document instead of adding a link for each of them while it takes over.
 */
function scriptsAfterFirstPaint(scripts: string[]) {
  for (const src of scripts) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(src)) throw new Error(`Unexpected script ${src}`)
  }
  const loader = `(function () {
  var scripts = ${JSON.stringify(scripts)};
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = scripts[0];
    document.head.append(script);
    preload(0);
  }
  function preload(i) {
    if (i === scripts.length) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = scripts[i];
    document.head.append(link);
    setTimeout(preload, 0, i + 1);
  }
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) {
    return requestAnimationFrame(function () { setTimeout(load); });
  }
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();`
  return `<script>${loader.replace(/\n\s*/g, ' ')}</script>`
}

async function main() {
  await build({
    root: WEB_DIR,
    configLoader: 'runner',
    logLevel: 'warn',
    build: { ssr: 'src/entry-prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false },
  })
  const mock = process.env.PRERENDER_API_URL ? null : await startMock()
  process.env.PRERENDER_API_URL ??= mock?.url
  try {
    const entry = (await import(
      pathToFileURL(join(SSR_OUT, 'entry-prerender.js')).href
    )) as typeof Entry
    entry.prepare(SITE_URL)
    const template = await readFile(join(DIST, 'index.html'), 'utf8')
    const manifest = JSON.parse(
      await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8'),
    ) as BuildManifest
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
    if (!ENTRY_SCRIPT.test(template)) throw new Error(`index.html has no ${ENTRY_SCRIPT}`)
    // The shell: its skeleton and the site's name as title until the app runs (src/main.tsx).
    const shell = entry.renderShell()
    const shellHead = shell.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')
    const shellDocument = template
      .replace('</head>', () => `${shellHead}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${shell.html}</div>`)
    await writeFile(join(DIST, 'app.html'), shellDocument)

    const paths = await entry.prerenderedPaths()
    for (const path of paths) {
      const page = await entry.renderPage(path)
      if (page.status !== 'ok') throw new Error(`${path} cannot be prerendered: ${page.status}`)
      // A listed page that was renamed renders the not-found page, and the router calls it 'ok'.
      const problem = prerenderedPageProblem(page.html)
      if (problem) throw new Error(`${path} cannot be prerendered: ${problem}`)
      const file = join(DIST, fileOf(path))
      await mkdir(dirname(file), { recursive: true })
      const scripts = routeChunkFiles(manifest, page.routeIds)
      await writeFile(file, pageDocument(template, { path, ...page, scripts }))
    }
    console.log(`Prerendered ${paths.length} pages from ${process.env.PRERENDER_API_URL}`)
  } finally {
    await mock?.stop()
  }
}

await main()
