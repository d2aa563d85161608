import type { User } from '@app/contract/user'
import { Outlet, createRootRouteWithContext, redirect, useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isPlannerExercisePath } from '@app/domain/planner-path'
import { Toaster } from '../components/feedback/toaster'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { SkipLink } from '../components/layout/skip-link'
import { AppEffects } from './-components/app-effects'
import { errorDescriptionOf } from '../features/identity/login-error'
import { ensureSession, refreshSession } from '../features/session/api/session-query'
import { useSession } from '../features/session/use-session'
import type { AppQueryClient } from '../lib/query-client'

export interface RouterContext {
  queryClient: AppQueryClient
}

/** What every route's context gets from the root: the session, for guards (`checkAccess`). */
export interface SessionContext {
  user: User | null
}

// Only signed-in users can see it; guests never load its code (nor its form library).
const EmailVerificationBanner = lazy(() =>
  import('../features/account/components/email-verification-banner').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // A hosted-UI failure comes back with error_description in the query or hash (SPEC §5).
    const description = errorDescriptionOf(location)
    const onErrorPage =
      location.pathname === '/login-error' &&
      new URLSearchParams(location.searchStr).has('error_description')
    if (description !== null && !onErrorPage) {
      throw redirect({ to: '/login-error', search: { error_description: description } })
    }
    const session: SessionContext = { user: await ensureSession(context.queryClient) }
    return { session }
  },
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
  return (
    <>
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
          <Suspense fallback={null}>
            <EmailVerificationBanner
              user={user}
              pathname={pathname}
              onVerified={() => refreshSession(queryClient)}
            />
          </Suspense>
        )}
        <Outlet />
      </main>
      {withChrome && <SiteFooter />}
      <Toaster />
      <AppEffects />
    </>
  )
}
