import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { identityService } from './features/identity/identity'
import { returnPath } from './features/identity/return-path'
import { clearSession, refreshSession } from './features/session/api/session-query'
import { registerIdentity } from './lib/identity-port'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()
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

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
