import type { User } from '@app/contract/user'
import type { MenuItem } from '@app/domain/navigation/menus'
import { Avatar } from './avatar'
import './layout.css'

/**
 * What the header's dropdown triggers show, shared by the Radix menus (./sub-menu, ./user-menu)
 * and the placeholders drawn until their code has loaded (./deferred-menu), so the swap moves
 * nothing.
 */
export function SubMenuTriggerContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.label}
      <span aria-hidden="true" className="nav-menu-caret" />
    </>
  )
}

export function UserMenuTriggerContent({ user }: { user: User }) {
  return (
    <>
      <Avatar user={user} />
      <span className="user-menu-name">
        <span className="visually-hidden">Zalogowano jako </span>
        {user.name}
      </span>
    </>
  )
}
