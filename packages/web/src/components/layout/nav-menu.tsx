import type { MenuItem } from '@app/domain/navigation/menus'
import { Link } from '@tanstack/react-router'
import { DeferredMenu } from './deferred-menu'
import './layout.css'
import { SubMenuTriggerContent } from './menu-triggers'

// Radix is not part of the first page's JavaScript (only signed-in menus have sub-items), and it
// loads after the page's content (./deferred-menu).
const loadSubMenu = () => import('./sub-menu')

/** The header's menu on wide screens: links, and items with sub-items (./sub-menu). */
export function NavMenu({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav aria-label={label} className="nav-menu">
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.children ? (
              <DeferredMenu
                load={loadSubMenu}
                triggerClassName="nav-menu-trigger"
                triggerContent={<SubMenuTriggerContent item={item} />}
                menu={({ default: SubMenu }, start) => <SubMenu item={item} {...start} />}
              />
            ) : (
              <Link to={item.to}>{item.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
