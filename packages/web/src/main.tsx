import { QueryClientProvider, hydrate } from '@tanstack/react-query'
import { RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppStarting } from './components/layout/app-starting'
import { identityService } from './features/identity/identity'
import { returnPath } from './features/identity/return-path'
import { clearSession, refreshSession } from './api/user/session'
import { registerIdentity } from './lib/identity-port'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()

/** Ends the current task; the rest runs in a new one once the browser has had its turn. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The router, its history and the listeners on the identity service. Made after the modules have
 * been evaluated, in a task of their own (Total Blocking Time): building the route tree and
 * taking over the browser's history is a task's worth of work on a slow phone.
 */
function createApp() {
  const router = createAppRouter(queryClient)
  // API calls carry the identity service's id token; the session follows its events.
  registerIdentity(identityService)
  identityService.onAuthEvent((event) => {
    switch (event.type) {
      case 'signedIn':
      case 'tokenRefreshFailed':
        return refreshSession(queryClient)
      case 'signedOut':
        return clearSession(queryClient)
      case 'returnedFromHostedUi':
        // Amplify already took the code off the URL; go where the sign-in started.
        return void router.navigate({ href: returnPath(event.state), replace: true })
    }
  })
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
  return { router, app }
}

/**
 * A page prerendered at build time (scripts/prerender.ts) is hydrated: its data goes into the
 * query cache and the route is loaded before React takes over the HTML, so the first render
 * matches it. The same file reached with a query string (a filter, a preview flag) is rendered
 * afresh, like every page of the empty shell.
 */
async function start(element: HTMLElement) {
  await yieldToBrowser()
  const { router, app } = createApp()
  const prerendered = element.dataset.prerendered
  const data = document.getElementById('prerendered-data')?.textContent
  // The page's head tags are the app's from now on (HeadContent renders them for every route).
  // The title stays: React takes over the document's title element when it renders its own, so
  // the document never lacks one in between.
  const dropPrerenderedHead = () =>
    document.head.querySelectorAll('[data-prerendered]:not(title)').forEach((tag) => tag.remove())
  if (prerendered === window.location.pathname && window.location.search === '' && data) {
    // The page is already painted: each step below is a task of its own, so a tap in between
    // is answered (Total Blocking Time).
    await yieldToBrowser()
    dropPrerenderedHead()
    hydrate(queryClient, JSON.parse(data))
    await router.load()
    await yieldToBrowser()
    // Render the route tree as it was rendered in Node (no client-only root Suspense boundary),
    // as TanStack's own SSR hydration does; there is no asset manifest.
    router.ssr = { manifest: undefined }
    // In a transition React hydrates in slices and yields to the browser between them, instead
    // of one long task that holds off every tap (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(element, app)
    })
    return
  }
  const root = createRoot(element)
  // The shell's skeleton stays until the route is ready (or says why it is not), then the page.
  if (prerendered === undefined && element.hasChildNodes()) {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppStarting />
        </QueryClientProvider>
      </StrictMode>,
    )
    // The page's code loads while the session is checked, not after the guards have answered.
    for (const match of router.matchRoutes(router.latestLocation)) {
      const route: AnyRoute | undefined =
        router.routesById[match.routeId as keyof typeof router.routesById]
      if (route) void router.loadRouteChunk(route)?.catch(() => {})
    }
    await router.load()
  }
  dropPrerenderedHead()
  root.render(app)
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void start(root)
