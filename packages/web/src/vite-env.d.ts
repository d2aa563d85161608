/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the product API; empty means the same origin as the app (proxied to the mock). */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
