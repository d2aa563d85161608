import { createFileRoute } from '@tanstack/react-router'
import { MyProducts } from '../../features/products/components/my-products'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'

export const Route = createFileRoute('/produkt/')({
  beforeLoad: guardArea('product'),
  component: MyProductsPage,
})

function MyProductsPage() {
  const { user } = useSession()
  return user ? <MyProducts user={user} /> : null
}
