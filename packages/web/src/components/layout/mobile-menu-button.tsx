import type { MenuItem } from '@app/domain/navigation/menus'
import { lazy, Suspense, useState } from 'react'
import './layout.css'
import './mobile-menu.css'

const loadDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = lazy(loadDialog)

interface MobileMenuProps {
  items: MenuItem[]
  label: string
  accountItems: MenuItem[] | null
}

/**
 * The burger. Its dialog (Radix) loads when the visitor reaches for the button and replaces it
 * at the first click, so the first page's JavaScript does not carry it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [wanted, setWanted] = useState(false)
  const burger = (
    <button
      type="button"
      className="burger"
      aria-label="Otwórz menu"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => setWanted(true)}
    >
      <span aria-hidden="true" className="burger-lines" />
    </button>
  )
  if (!wanted) return burger
  return (
    <Suspense fallback={burger}>
      <MobileMenuDialog {...props} />
    </Suspense>
  )
}
