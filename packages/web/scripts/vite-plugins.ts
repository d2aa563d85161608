/** The Vite plugins of the web build (vite.config.ts): how its HTML is shaped and served. */
import { statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { COOKIE_CONSENT_NAME } from '@app/domain/cookie-consent'
import type { Plugin } from 'vite'

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
      const own = path === '/' || /^\/(api|cognito|__mock)(\/|$)/.test(path)
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
      children: `if (/(?:^|; )${COOKIE_CONSENT_NAME}=(?:true|false)(?:;|$)/.test(document.cookie)) document.documentElement.classList.add('consent-chosen')`,
    },
  ],
}
