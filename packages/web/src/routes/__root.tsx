import type { User } from '@app/contract/user'
import { Outlet, createRootRouteWithContext, redirect, useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Toaster } from '../components/feedback/toaster'
import { AppEffects } from './-components/app-effects'
import { errorDescriptionOf } from '../features/identity/login-error'
import { ensureSession, refreshSession } from '../features/session/api/session-query'
import { SessionBar } from '../features/session/components/session-bar'
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

/** The document shell; the header and footer join it with the layout. */
function RootLayout() {
  const { queryClient } = Route.useRouteContext()
  const { user } = useSession()
  const { pathname } = useLocation()
  return (
    <>
      <header className="site-header">
        <SessionBar />
      </header>
      <main id="main">
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
      <Toaster />
      <AppEffects />
    </>
  )
}
