import type { MenuItem } from '@app/domain/navigation/menus'
import { ROUTE_ICONS } from '../ui/route-icons'

/** A menu item's text with its page's icon before it (decorative: the text names the item). */
export function MenuItemLabel({ item }: { item: MenuItem }) {
  const Icon = ROUTE_ICONS[item.to]
  return (
    <>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {item.label}
    </>
  )
}
