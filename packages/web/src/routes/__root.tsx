import type { User } from '@app/contract/user'
import {
  HeadContent,
  Outlet,
  createRootRouteWithContext,
  redirect,
  useHydrated,
  useLocation,
} from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { isPlannerExercisePath } from '@app/domain/navigation/planner-path'
import { ROUTES } from '@app/domain/navigation/routes'
import { shouldShowVerificationBanner } from '@app/domain/user/email-verification'
import { Toaster } from '../components/feedback/toaster'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { SkipLink } from '../components/layout/skip-link'
import type {
  EmailVerificationBanner,
  EmailVerificationBannerProps,
} from '../features/account/components/email-verification-banner'
import { CookieConsent } from '../features/consent/components/cookie-consent'
import { errorDescriptionOf } from '../features/identity/login-error'
import { identityService } from '../features/identity/identity'
import { ensureSession, refreshSession, reloadSession } from '../api/user/session'
import { useSession } from '../features/session/use-session'
import { config } from '../lib/config'
import type { AppQueryClient } from '../lib/query-client'
import { startSignedInData } from '../lib/signed-in-data'
import { useIdle } from '../lib/use-idle'
import { SITE_NAME, pageHead } from '../lib/seo'

export interface RouterContext {
  queryClient: AppQueryClient
}

/** What every route's context gets from the root: the session, for guards (`checkAccess`). */
export interface SessionContext {
  user: User | null
}

// Only signed-in users can see it; guests never load its code (nor its form library). The root's
// loader fetches it beside the page when the banner is due, so that the page renders with the
// banner in place instead of being pushed down when the code arrives.
type VerificationBannerComponent = typeof EmailVerificationBanner
let loadedBanner: VerificationBannerComponent | null = null
const loadBanner = () =>
  import('../features/account/components/email-verification-banner').then(
    (module) => (loadedBanner = module.EmailVerificationBanner),
  )

// Nothing on the first paint needs them (the first page is traced once they load).
const AppEffects = lazy(() => import('./-components/app-effects'))

// Development builds only: `import.meta.env.DEV` is false in production builds, so the bundler
// drops this import and the toolbar's code never ships.
const DevToolbar = import.meta.env.DEV
  ? lazy(() => import('../features/dev-toolbar/components/dev-toolbar'))
  : null

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, matches }) => {
    // A hosted-UI failure comes back with error_description in the query or hash (SPEC §5).
    const description = errorDescriptionOf(location)
    const onErrorPage =
      location.pathname === ROUTES.loginError &&
      new URLSearchParams(location.searchStr).has('error_description')
    if (description !== null && !onErrorPage) {
      throw redirect({ to: ROUTES.loginError, search: { error_description: description } })
    }
    const user = ensureSession(context.queryClient)
    startSignedInData(context.queryClient, matches)
    const session: SessionContext = { user: await user }
    return { session }
  },
  loader: async ({ context, location }) => {
    if (!loadedBanner && shouldShowVerificationBanner(context.session.user, location.pathname)) {
      await loadBanner()
    }
  },
  // The fallback of pages without a head: no image, whose size a page's image could inherit.
  head: () =>
    pageHead({
      title: SITE_NAME,
      description:
        'Kurs efektywnego działania i skutecznej nauki dla nastolatków oraz ich rodziców: lekcje wideo, platforma do nauki, blog i społeczność.',
      image: null,
    }),
  component: RootLayout,
})

/**
 * The document shell: skip link, header, page, footer. Planner exercise pages (SPEC §2) are
 * full-screen: no header, no footer.
 */
function RootLayout() {
  const { queryClient } = Route.useRouteContext()
  const { user, status } = useSession()
  const { pathname } = useLocation()
  const withChrome = !isPlannerExercisePath(pathname)
  // What loads on demand (tracing, the support widget …) starts once a prerendered page has
  // hydrated and the browser is idle.
  const hydrated = useHydrated()
  const idle = useIdle(hydrated)
  return (
    <>
      <HeadContent />
      <SkipLink />
      {withChrome && (
        <SiteHeader
          user={user}
          sessionPending={status === 'pending'}
          pathname={pathname}
          now={new Date()}
        />
      )}
      <main id="main" tabIndex={-1}>
        {user && (
          <VerificationBannerSlot
            user={user}
            pathname={pathname}
            onVerified={() => refreshSession(queryClient)}
          />
        )}
        <Outlet />
      </main>
      {withChrome && <SiteFooter />}
      <Toaster />
      <CookieConsent analyticsId={config.analyticsId} />
      {idle && (
        <Suspense fallback={null}>
          <AppEffects />
        </Suspense>
      )}
      {DevToolbar && hydrated && (
        <Suspense fallback={null}>
          <DevToolbar
            currentEmail={user?.email ?? null}
            signInAs={async (email, password) => {
              await identityService.signOutLocally()
              await identityService.signIn(email, password)
              await reloadSession(queryClient)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * The banner, rendered at once when the loader has its code. Otherwise (the session changed
 * without a navigation) the code loads here once the banner is due; the component is set once,
 * so it never remounts (its confirmation outlives the banner).
 */
function VerificationBannerSlot(props: EmailVerificationBannerProps) {
  const [Banner, setBanner] = useState(() => loadedBanner)
  const due = shouldShowVerificationBanner(props.user, props.pathname)
  useEffect(() => {
    if (Banner || !due) return
    let current = true
    void loadBanner().then((component) => {
      if (current) setBanner(() => component)
    })
    return () => {
      current = false
    }
  }, [Banner, due])
  return Banner ? <Banner {...props} /> : null
}
