/** The Vite plugins of the web build (vite.config.ts): how its HTML is shaped and served. */
import { statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { contract } from '@app/contract'
import { CONSENT_CHOSEN_CLASS, COOKIE_CONSENT_NAME } from '@app/domain/site/cookie-consent'
import type { Plugin } from 'vite'
import { THEME_KEY } from '../src/lib/theme'

/**
 * `vite preview` serves the build as a static host is set up to: a prerendered page's own file
 * (`/o-nas` → o-nas.html, Vite's lookup) and, for every other route, the app shell app.html
 * (scripts/prerender.ts) rather than index.html, which is the prerendered home page.
 */
export const staticHostFallback: Plugin = {
  name: 'static-host-fallback',
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir)
    server.middlewares.use((req, _res, next) => {
      const accept = req.headers.accept ?? ''
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) {
        return next()
      }
      let path: string
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
      } catch {
        return next()
      }
      const own = path === '/' || /^\/(api|cognito|__mock|provider)(\/|$)/.test(path)
      const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true
      const file = isFile(join(dist, `${path}.html`)) || isFile(join(dist, path))
      if (!own && !file && isFile(join(dist, 'app.html'))) req.url = '/app.html'
      next()
    })
  },
}

/**
 * The stylesheet is the one resource that blocks the first paint of a prerendered page: link it
 * before the scripts, so a phone's few connections fetch it first rather than after the preloads.
 */
export const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? []
      const withoutThem = stylesheets.reduce((page, tag) => page.replace(tag, ''), html)
      return withoutThem.replace(
        /<script type="module"/,
        (script) => `${stylesheets.join('')}${script}`,
      )
    },
  },
}

/**
 * The cookie banner is in every page's HTML (a prerendered page paints it at once instead of
 * after the scripts). A visitor who has chosen already must not see it flash: this inline script
 * marks the document before the first paint, and the stylesheet hides the banner for it
 * (features/consent).
 */
export const consentChosenClass: Plugin = {
  name: 'consent-chosen-class',
  transformIndexHtml: () => [
    {
      tag: 'script',
      injectTo: 'head',
      children: `if (/(?:^|; )${COOKIE_CONSENT_NAME}=(?:true|false)(?:;|$)/.test(document.cookie)) document.documentElement.classList.add('${CONSENT_CHOSEN_CLASS}')`,
    },
  ],
}

/**
 * The theme chosen in the settings (src/lib/theme.ts) is applied before the first paint, on the
 * app shell and on every prerendered page alike: no flash of the device's scheme.
 */
export const themeBeforePaint: Plugin = {
  name: 'theme-before-paint',
  transformIndexHtml(html) {
    // Right after the charset: before the stylesheet, so it never waits for it.
    const charset = '<meta charset="UTF-8" />'
    if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`)
    const script = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`
    return html.replace(charset, `${charset}\n    <script>${script}</script>`)
  },
}

/**
 * V8's explicit compile hint, as the entry's first line: Chrome compiles all of the entry's
 * functions while the file streams in, off the main thread, instead of each one on the main thread
 * at its first call during hydration (decision 0205). After Vite's own additions to the file,
 * which would otherwise come first.
 */
export const entryCompiledEagerly: Plugin = {
  name: 'entry-compiled-eagerly',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
        }
      }
    },
  },
}

const API_CONTRACT_ID = 'virtual:api-contract'

/** A contract route as the browser's client needs it when it does not validate: no schemas. */
function withoutSchemas(router: object): object {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]: [string, Record<string, unknown>]) => {
      if (!('method' in value && 'path' in value)) return [key, withoutSchemas(value)]
      const { method, path, contentType } = value
      // ts-rest reads a route's statuses only to validate or to reject unknown ones, and the
      // production client does neither; it still expects the object.
      return [key, { method, path, contentType, responses: {} }]
    }),
  )
}

/**
 * `virtual:api-contract` (src/lib/api.ts): the contract and whether responses are validated.
 * The dev server, tests and the build-time prerender get the contract with its zod schemas and
 * validate every answer; the production bundle gets only methods, paths and statuses, so the
 * first page does not download the response schemas (decision 0113). The mock's contract tests
 * keep checking every answer against the schemas.
 */
export function apiContract(): Plugin {
  let validate = true
  return {
    name: 'api-contract',
    configResolved(config) {
      validate = !(config.command === 'build' && config.mode === 'production' && !config.build.ssr)
    },
    resolveId: (id) => (id === API_CONTRACT_ID ? `\0${API_CONTRACT_ID}` : undefined),
    load(id) {
      if (id !== `\0${API_CONTRACT_ID}`) return undefined
      if (validate)
        return `export { contract } from '@app/contract'\nexport const validateResponse = true`
      return `export const contract = ${JSON.stringify(withoutSchemas(contract))}\nexport const validateResponse = false`
    },
  }
}
