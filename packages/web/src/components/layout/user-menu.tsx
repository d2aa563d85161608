import type { User } from '@app/contract/user'
import { LOGOUT_PATH, type MenuItem } from '@app/domain/navigation/menus'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link, useNavigate } from '@tanstack/react-router'
import { Avatar } from './avatar'
import './layout.css'
import { MenuItemLabel } from './menu-item-label'

/** The avatar dropdown of a signed-in user (SPEC §2); its last item signs out. */
export default function UserMenu({ user, items }: { user: User; items: MenuItem[] }) {
  const navigate = useNavigate()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu-trigger">
        <Avatar user={user} />
        <span className="user-menu-name">
          <span className="visually-hidden">Zalogowano jako </span>
          {user.name}
        </span>
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
