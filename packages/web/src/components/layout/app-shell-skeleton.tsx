import { ROUTES } from '@app/domain/navigation/routes'
import type { ReactNode } from 'react'
import { Pending } from '../feedback/pending'
import './layout.css'

/**
 * The first paint of every page the build did not render (dist/app.html, scripts/prerender.ts):
 * the header bar and a loading line where the page goes, so a signed-in page never sits blank
 * while the app's code and data arrive. The app replaces it once the route is ready (main.tsx).
 * Plain markup with the header's classes: no router exists yet.
 */
export function AppShellSkeleton({ children }: { children?: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <a href={ROUTES.home} className="site-logo">
            Efektywna Nauka
          </a>
          <div className="site-header-menu" />
          <div className="site-header-account" />
        </div>
      </header>
      <main id="main">
        <Pending />
        {children}
      </main>
    </>
  )
}
