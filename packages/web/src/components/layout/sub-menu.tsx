import type { MenuItem } from '@app/domain/navigation/menus'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import './layout.css'
import { MenuItemLabel } from './menu-item-label'

/** A header item with sub-items: a button opening them as a menu. */
export default function SubMenu({ item }: { item: MenuItem }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="nav-menu-trigger">
        {item.label}
        <span aria-hidden="true" className="nav-menu-caret" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-popup" align="start" sideOffset={6}>
          {item.children?.map((child) => (
            <DropdownMenu.Item key={child.to} asChild className="menu-item">
              <Link to={child.to}>
                <MenuItemLabel item={child} />
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
