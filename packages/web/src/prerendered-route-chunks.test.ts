import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-prerender'
import { routeChunkFiles, type BuildManifest } from './prerendered-route-chunks'

const manifest: BuildManifest = {
  'src/main.tsx': { file: 'assets/index-A.js' },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-B.js',
    imports: ['src/main.tsx'],
  },
  'src/routes/ebook/index.tsx?tsr-split=component': {
    file: 'assets/ebook-C.js',
    imports: ['src/main.tsx', '_form-D.js'],
  },
  'src/routes/ebook/index.tsx?tsr-split=errorComponent': { file: 'assets/ebook-error-X.js' },
  '_form-D.js': { file: 'assets/form-D.js', imports: ['_zod-E.js', 'src/main.tsx'] },
  '_zod-E.js': { file: 'assets/zod-E.js' },
  'src/routes/blog/$id.tsx?tsr-split=component': {
    file: 'assets/_id-F.js',
    imports: ['_zod-E.js'],
  },
}

describe('routeChunkFiles', () => {
  it('lists an index route’s component and everything it imports, each once', () => {
    expect(routeChunkFiles(manifest, ['__root__', '/ebook/'])).toEqual([
      '/assets/ebook-C.js',
      '/assets/index-A.js',
      '/assets/form-D.js',
      '/assets/zod-E.js',
    ])
  })

  it('names routes by their file route ids: the home page, a route with a param', () => {
    expect(routeChunkFiles(manifest, ['__root__', '/'])).toEqual([
      '/assets/routes-B.js',
      '/assets/index-A.js',
    ])
    expect(routeChunkFiles(manifest, ['__root__', '/blog/$id'])).toEqual([
      '/assets/_id-F.js',
      '/assets/zod-E.js',
    ])
  })

  it('adds nothing for a route without a split component', () => {
    expect(routeChunkFiles(manifest, ['__root__', '/o-nas'])).toEqual([])
  })

  it('gets the ids of the routes a page is made of from the prerender', async () => {
    const rendered = await renderPage('/ebook')
    expect(rendered.routeIds).toEqual(['__root__', '/ebook/'])
  })
})
