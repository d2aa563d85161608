import type { User } from '@app/contract/user'
import {
  headerMenu,
  headerMenuKind,
  userMenu,
  type HeaderMenuKind,
} from '@app/domain/navigation/menus'
import { MENU_LABELS } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import './layout.css'
import { GuestLinks } from './guest-links'
import { lazy, Suspense } from 'react'
import { Avatar } from './avatar'
import { MobileMenu } from './mobile-menu-button'
import { NavMenu } from './nav-menu'

// Signed-in only, and after the session has loaded: not in the first page's JavaScript.
const UserMenu = lazy(() => import('./user-menu'))

const MENU_NAMES: Record<HeaderMenuKind, string> = {
  public: 'Menu główne',
  product: 'Menu produktu',
  admin: 'Menu panelu administracyjnego',
}

/**
 * The site header (SPEC §2): the main item, the menu for this user and page, sign-in and sign-up
 * for guests, My products and the avatar dropdown for signed-in users; a burger on narrow screens.
 * `now` decides the ranking item. While the session loads the account corner stays empty.
 */
export function SiteHeader({
  user,
  sessionPending,
  pathname,
  now,
}: {
  user: User | null
  sessionPending: boolean
  pathname: string
  now: Date
}) {
  const items = headerMenu(user, pathname)
  const menuName = MENU_NAMES[headerMenuKind(user, pathname)]
  const accountItems = user ? userMenu(user, now) : null

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={ROUTES.home} className="site-logo">
          Efektywna Nauka
        </Link>
        <div className="site-header-menu">
          <NavMenu items={items} label={menuName} />
        </div>
        <div className="site-header-account">
          {sessionPending ? null : user && accountItems ? (
            <>
              <Link to={ROUTES.products} className="button button-secondary my-products">
                {MENU_LABELS.myProducts}
              </Link>
              <Suspense fallback={<Avatar user={user} />}>
                <UserMenu user={user} items={accountItems} />
              </Suspense>
            </>
          ) : (
            <div className="guest-links-wide">
              <GuestLinks />
            </div>
          )}
          {!sessionPending && (
            <MobileMenu items={items} label={menuName} accountItems={accountItems} />
          )}
        </div>
      </div>
    </header>
  )
}
