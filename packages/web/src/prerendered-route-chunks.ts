/** Vite's build manifest (dist/.vite/manifest.json): each chunk's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>

/** A route's code-split component, e.g. `src/routes/ebook/index.tsx?tsr-split=component`. */
const SPLIT_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/**
 * The files a prerendered page's routes load in the browser: each route's split component and,
 * transitively, the chunks it imports, as absolute paths. Routes are named by TanStack's file
 * route ids (`ebook/index.tsx` is `/ebook/`); a route without a split component adds nothing.
 * scripts/prerender.ts has the page request them beside its entry (decision 0206).
 */
export function routeChunkFiles(manifest: BuildManifest, routeIds: string[]): string[] {
  const keyByRouteId = new Map<string, string>()
  for (const key of Object.keys(manifest)) {
    const file = SPLIT_COMPONENT.exec(key)?.[1]
    if (file) keyByRouteId.set(`/${file.replace(/(^|\/)index$/, '$1')}`, key)
  }
  const files = new Set<string>()
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(add)
  }
  for (const id of routeIds) {
    const key = keyByRouteId.get(id)
    if (key) add(key)
  }
  return [...files].map((file) => `/${file}`)
}
