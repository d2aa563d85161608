import { statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { SERVER_UNREACHABLE_MESSAGE, apiError } from '@app/contract/errors'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'

const mockApiUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010'

/**
 * `/api` (the product API) and `/cognito` (the mock's identity service emulation) go to the mock.
 * When the mock is down, answer like the HTTP layer does for an unreachable server (SPEC §8)
 * instead of Vite's bare 502, so the app shows the same message in dev and preview.
 */
const toMock: ProxyOptions = {
  target: mockApiUrl,
  configure: (proxy) => {
    proxy.on('error', (_error, _req, res) => {
      if (!('req' in res)) return // a WebSocket upgrade: Vite closes the socket
      const response = res as ServerResponse
      if (response.headersSent || response.writableEnded) return
      response
        .writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(apiError(503, SERVER_UNREACHABLE_MESSAGE)))
    })
  },
}
const mockProxy: Record<string, ProxyOptions> = { '/api': toMock, '/cognito': toMock }
/** The dev server also reaches the mock's control API, for the dev toolbar. */
const devProxy: Record<string, ProxyOptions> = { ...mockProxy, '/__mock': toMock }

/**
 * `vite preview` serves the build as a static host is set up to: a prerendered page's own file
 * (`/o-nas` → o-nas.html, Vite's lookup) and, for every other route, the app shell app.html
 * (scripts/prerender.ts) rather than index.html, which is the prerendered home page.
 */
const staticHostFallback: Plugin = {
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

export default defineConfig({
  // The router plugin must run before the React plugin.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    staticHostFallback,
  ],
  build: {
    // bench/bundle-size.ts reads the manifest to find each route's chunks.
    manifest: true,
    // One stylesheet for the whole app (about 10 KB gzip), linked from every page's HTML, so a
    // prerendered page is styled before any JavaScript runs; KaTeX's links itself (math.ts).
    cssCodeSplit: false,
  },
  server: { port: 5173, strictPort: true, proxy: devProxy },
  preview: { port: 4173, strictPort: true, proxy: mockProxy },
})
