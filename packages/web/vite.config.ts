import type { ServerResponse } from 'node:http'
import { SERVER_UNREACHABLE_MESSAGE, apiError } from '@app/contract/errors'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'
import {
  apiContract,
  consentChosenClass,
  entryCompiledEagerly,
  staticHostFallback,
  stylesheetFirst,
  themeBeforePaint,
} from './scripts/vite-plugins'
import { polishFont } from './scripts/polish-font'

const mockApiUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010'

/**
 * `/api` (the product API) and `/cognito` (the mock's identity service emulation) go to the mock.
 * When the mock is down, answer like the HTTP layer does for an unreachable server (SPEC §8)
 * instead of Vite's bare 502, so the app shows the same message in dev and preview. An answer
 * the mock breaks off midway (a chat stream's dropped connection) is broken off for the browser
 * too, as a real proxy would, instead of being left open.
 */
const toMock: ProxyOptions = {
  target: mockApiUrl,
  configure: (proxy) => {
    proxy.on('proxyRes', (proxyRes, _req, res) => {
      proxyRes.on('aborted', () => res.destroy())
    })
    proxy.on('error', (_error, _req, res) => {
      if (!('req' in res)) return // a WebSocket upgrade: Vite closes the socket
      const response = res as ServerResponse
      if (response.writableEnded) return
      if (response.headersSent) return void response.destroy()
      response
        .writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(apiError(503, SERVER_UNREACHABLE_MESSAGE)))
    })
  },
}
/**
 * `/provider`: the mock's payment provider (its hosted payment page), on the app's origin in dev
 * and tests as a real provider's page would be on its own; the API's payment links point there.
 */
const mockProxy: Record<string, ProxyOptions> = {
  '/api': toMock,
  '/cognito': toMock,
  '/provider': toMock,
}
/** The dev server also reaches the mock's control API, for the dev toolbar. */
const devProxy: Record<string, ProxyOptions> = { ...mockProxy, '/__mock': toMock }

export default defineConfig({
  // The router plugin must run before the React plugin.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    apiContract(),
    staticHostFallback,
    stylesheetFirst,
    consentChosenClass,
    themeBeforePaint,
    entryCompiledEagerly,
    polishFont(),
  ],
  build: {
    // bench/bundle-size.ts reads the manifest to find each route's chunks.
    manifest: true,
    // One stylesheet for the whole app (about 10 KB gzip), linked from every page's HTML, so a
    // prerendered page is styled before any JavaScript runs; KaTeX's links itself (math.ts).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: a first visit's JavaScript
          // arrives in two requests instead of thirty small ones queued behind each other.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: devProxy },
  preview: { port: 4173, strictPort: true, proxy: mockProxy },
})
