import type { User } from '@app/contract/user'
import { settingsTabs } from '@app/domain/user/settings-tabs'
import { Link, Outlet, useRouter } from '@tanstack/react-router'
import './settings.css'

/** /ustawienia: the heading, one tab link per settings page this user has, and the page. */
export function SettingsLayout({ user }: { user: User }) {
  const router = useRouter()
  const tabs = settingsTabs(user, (path) => path in router.routesByPath)
  return (
    <section className="settings" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Ustawienia</h1>
      <nav aria-label="Ustawienia" className="settings-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.path}>
              {/* The active tab gets aria-current="page" from the router. */}
              <Link to={tab.path} className="settings-tab" activeProps={{ className: 'active' }}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  )
}
