import { LOGOUT_PATH, type MenuItem } from '@app/domain/navigation/menus'
import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { GuestLinks } from './guest-links'
import './layout.css'
import { MenuItemLabel } from './menu-item-label'
import './mobile-menu.css'

/**
 * The burger menu of narrow screens: a modal panel (Radix Dialog: focus trap, Escape, focus
 * return) with the header's menu, sub-items listed under their item, then the account's items
 * (`accountItems`) or, for guests, the sign-in links. Choosing a link closes it.
 */
export default function MobileMenuDialog({
  items,
  label,
  accountItems,
}: {
  items: MenuItem[]
  label: string
  accountItems: MenuItem[] | null
}) {
  const navigate = useNavigate()
  // Sub-items and the account's items carry their page's icon, as in the wide header's menus.
  const link = (item: MenuItem, withIcon = true) => (
    <Dialog.Close asChild>
      <Link to={item.to}>{withIcon ? <MenuItemLabel item={item} /> : item.label}</Link>
    </Dialog.Close>
  )

  return (
    // Mounted by the first click on the burger (./mobile-menu-button), so it opens at once.
    <Dialog.Root defaultOpen>
      <Dialog.Trigger className="burger" aria-label="Otwórz menu">
        <span aria-hidden="true" className="burger-lines" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu-top">
            <Dialog.Title className="mobile-menu-title">Menu</Dialog.Title>
            <Dialog.Close className="mobile-menu-close" aria-label="Zamknij menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={label}>
            <ul className="mobile-menu-list">
              {items.map((item) => (
                <li key={item.label}>
                  {item.children ? (
                    <>
                      <span className="mobile-menu-group">{item.label}</span>
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.to}>{link(child)}</li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    link(item, false)
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu-footer">
            {accountItems ? (
              <ul className="mobile-menu-list" aria-label="Konto">
                {accountItems.map((item) => (
                  <li key={item.to}>
                    {item.to === LOGOUT_PATH ? (
                      <Dialog.Close
                        className="link-button"
                        onClick={() => void navigate({ to: LOGOUT_PATH })}
                      >
                        <MenuItemLabel item={item} />
                      </Dialog.Close>
                    ) : (
                      link(item)
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <GuestLinks />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
