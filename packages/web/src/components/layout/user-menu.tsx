import type { User } from '@app/contract/user'
import { LOGOUT_PATH, type MenuItem } from '@app/domain/navigation/menus'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link, useNavigate } from '@tanstack/react-router'
import { useStartTrigger, type MenuStart } from './deferred-menu'
import './layout.css'
import { MenuItemLabel } from './menu-item-label'
import { UserMenuTriggerContent } from './menu-triggers'

/** The avatar dropdown of a signed-in user (SPEC §2); its last item signs out. */
export default function UserMenu({
  user,
  items,
  ...start
}: { user: User; items: MenuItem[] } & MenuStart) {
  const navigate = useNavigate()
  const trigger = useStartTrigger(start)
  return (
    <DropdownMenu.Root modal={false} defaultOpen={start.defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className="user-menu-trigger">
        <UserMenuTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-popup" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">{user.email}</DropdownMenu.Label>
          {items.map((item) =>
            item.to === LOGOUT_PATH ? (
              <DropdownMenu.Item
                key={item.to}
                className="menu-item"
                // Signing out is an action: the /logout page carries it out
                // (docs/decisions/0065-sign-out-is-a-page.md).
                onSelect={() => void navigate({ to: LOGOUT_PATH })}
              >
                <MenuItemLabel item={item} />
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.to} asChild className="menu-item">
                <Link to={item.to}>
                  <MenuItemLabel item={item} />
                </Link>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
