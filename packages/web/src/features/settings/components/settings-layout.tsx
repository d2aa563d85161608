import type { User } from '@app/contract/user'
import { settingsTabs } from '@app/domain/user/settings-tabs'
import { Link, Outlet, useRouter } from '@tanstack/react-router'
import { Settings } from 'lucide-react'
import { PageHeader } from '../../../components/ui/page-header'
import './settings.css'
import './settings-grid.css'

export const SETTINGS_DESCRIPTION = 'Twoje konto, profil, wygląd i płatności w jednym miejscu.'

/**
 * /ustawienia: the page header, one tab link per settings page this user has (links: each tab
 * has its own address), and the page, whose cards sit in the settings grid (settings.css).
 */
export function SettingsLayout({ user }: { user: User }) {
  const router = useRouter()
  const tabs = settingsTabs(user, (path) => path in router.routesByPath)
  return (
    <section className="settings" aria-labelledby="settings-heading">
      <PageHeader
        icon={Settings}
        titleId="settings-heading"
        title="Ustawienia"
        description={SETTINGS_DESCRIPTION}
      />
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
      <div className="settings-page">
        <Outlet />
      </div>
    </section>
  )
}
