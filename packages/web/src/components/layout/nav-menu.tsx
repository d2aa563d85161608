import type { MenuItem } from '@app/domain/navigation/menus'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import './layout.css'

// Radix is not part of the first page's JavaScript: only signed-in menus have sub-items.
const SubMenu = lazy(() => import('./sub-menu'))

/** The header's menu on wide screens: links, and items with sub-items (./sub-menu). */
export function NavMenu({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav aria-label={label} className="nav-menu">
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.children ? (
              <Suspense fallback={<Link to={item.to}>{item.label}</Link>}>
                <SubMenu item={item} />
              </Suspense>
            ) : (
              <Link to={item.to}>{item.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
