import type { MenuItem } from '@app/domain/navigation/menus'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { useStartTrigger, type MenuStart } from './deferred-menu'
import './layout.css'
import { MenuItemLabel } from './menu-item-label'
import { SubMenuTriggerContent } from './menu-triggers'

/** A header item with sub-items: a button opening them as a menu. */
export default function SubMenu({ item, ...start }: { item: MenuItem } & MenuStart) {
  const trigger = useStartTrigger(start)
  return (
    <DropdownMenu.Root modal={false} defaultOpen={start.defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className="nav-menu-trigger">
        <SubMenuTriggerContent item={item} />
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
